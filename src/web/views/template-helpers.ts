import type { FieldViews, TemplateHelpers } from '../../shared/view-types.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { shortenNumber } from '../../shared/format/shorten.ts';
import { formatRelativeTime } from '../../shared/format/relative-time.ts';
import type { Language } from '../i18n/language.ts';
import { dictCache } from '../dicts/dict-cache.ts';

export interface HelperContext {
  /** Enum labels and units of the fields the templates refer to. */
  fields: FieldViews;
  lang: Language;
  now?: () => number;
  dictName?: (code: string, id: unknown, lang: Language) => string;
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

export function createTemplateHelpers(ctx: HelperContext): TemplateHelpers {
  const { fields, lang } = ctx;
  const now = ctx.now ?? Date.now;
  const dictName = ctx.dictName ?? dictCache.name;
  return {
    text: (value) => (isBlank(value) ? '' : String(value)),
    dict: (code, id) => (Array.isArray(id) ? id.map((one) => dictName(code, one, lang)).join(lang === 'zh' ? '、' : ', ') : dictName(code, id, lang)),
    enum(field, value) {
      if (isBlank(value)) return '';
      return fields[field]?.enumLabels?.[String(value)]?.[lang] ?? String(value);
    },
    unit: (field) => fields[field]?.unit?.[lang] ?? '',
    label: (field) => fields[field]?.label?.[lang] ?? '',
    num: formatNumber,
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
