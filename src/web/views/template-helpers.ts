import type { FieldViews, TemplateHelpers } from '../../shared/view-types.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { shortenNumber } from '../../shared/format/shorten.ts';
import { formatRelativeTime } from '../../shared/format/relative-time.ts';
import type { Language } from '../i18n/language.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { placeNames } from '../divisions/place-names.ts';
import { monthShortEn } from '../i18n/month-names.ts';

export interface HelperContext {
  /** Labels, enum labels and units of the fields the templates refer to (an entity's or a reply shape's). */
  fields: FieldViews;
  lang: Language;
  now?: () => number;
  dictName?: (code: string, id: unknown, lang: Language) => string;
  placeName?: (code: unknown, stored: unknown, lang: Language) => string;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function toNumber(value: unknown): number | undefined {
  if (isBlank(value) || typeof value === 'boolean') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Up to two decimals, trailing zeros trimmed: 12.5 → '12.5', 3 → '3', 0.125 → '0.13'. */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  if (n === undefined) return '';
  const text = n.toFixed(2).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** +8.5% / −3.2% / – : a change in % with one decimal, signed, with a true minus sign. */
export function formatPercentChange(value: unknown): string {
  const n = toNumber(value);
  if (n === undefined) return '–';
  const text = Math.abs(n).toFixed(1);
  return `${n > 0 && text !== '0.0' ? '+' : n < 0 && text !== '0.0' ? '−' : ''}${text}%`;
}

export function createTemplateHelpers(ctx: HelperContext): TemplateHelpers {
  const { fields, lang } = ctx;
  const now = ctx.now ?? Date.now;
  const dictName = ctx.dictName ?? dictCache.name;
  const placeName = ctx.placeName ?? placeNames.name;
  return {
    text: (value) => (isBlank(value) ? '' : String(value)),
    dict(code, id) {
      if (!Array.isArray(id)) return dictName(code, id, lang);
      return id
        .map((one) => dictName(code, one, lang))
        .filter((name) => name !== '')
        .join(lang === 'zh' ? '、' : ', ');
    },
    enum(field, value) {
      if (isBlank(value)) return '';
      return fields[field]?.enumLabels?.[String(value)]?.[lang] ?? String(value);
    },
    flag(field, value) {
      if (value !== true && value !== 1 && value !== '1' && value !== 'true') return '';
      return fields[field]?.enumLabels?.['true']?.[lang] ?? fields[field]?.label?.[lang] ?? '';
    },
    label: (field) => fields[field]?.label?.[lang] ?? '',
    unit: (field) => fields[field]?.unit?.[lang] ?? '',
    num: formatNumber,
    pct: formatPercentChange,
    money(cents) {
      const n = toNumber(cents);
      return n === undefined ? '' : formatMoney(n);
    },
    short(value) {
      const n = toNumber(value);
      return n === undefined ? '' : shortenNumber(n, lang);
    },
    date(time) {
      if (typeof time !== 'string' && typeof time !== 'number') return '';
      if (typeof time === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(time)) return time;
      const d = new Date(time);
      if (!Number.isFinite(d.getTime())) return '';
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    },
    month(value) {
      const m = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
      if (!m) return '';
      const month = Number(m[2]);
      if (month < 1 || month > 12) return '';
      if (lang === 'zh') return `${m[1]}年${month}月`;
      return `${monthShortEn(month)} ${m[1]}`;
    },
    labelled(field, value) {
      const n = toNumber(value);
      if (n === undefined) return '';
      return `${fields[field]?.label?.[lang] ?? ''} ${formatNumber(n)} ${fields[field]?.unit?.[lang] ?? ''}`.trim();
    },
    tr(value) {
      let texts: unknown = value;
      if (typeof value === 'string') {
        try {
          texts = JSON.parse(value);
        } catch {
          return value;
        }
      }
      if (!texts || typeof texts !== 'object') return isBlank(value) ? '' : String(value);
      const chosen = (texts as Record<string, unknown>)[lang] ?? (texts as Record<string, unknown>).en;
      return typeof chosen === 'string' ? chosen : '';
    },
    place(...codesAndNames) {
      const names: string[] = [];
      for (let i = 0; i + 1 < codesAndNames.length; i += 2) {
        const name = placeName(codesAndNames[i], codesAndNames[i + 1], lang);
        if (name !== '' && name !== names.at(-1)) names.push(name);
      }
      return lang === 'zh' ? names.join('') : names.reverse().join(', ');
    },
    ago(time) {
      if (isBlank(time) || (typeof time !== 'string' && typeof time !== 'number' && !(time instanceof Date))) return '';
      try {
        return formatRelativeTime(time, now(), lang);
      } catch {
        return '';
      }
    },
  };
}
