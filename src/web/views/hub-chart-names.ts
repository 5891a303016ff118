import type { HubChartName, Row, TemplateHelpers } from '../../shared/view-types.ts';
import type { Language } from '../i18n/language.ts';
import { pick } from '../i18n/translate.ts';

interface Namers {
  place: TemplateHelpers['place'];
  dictName: (dict: string, id: unknown) => string;
  lang: Language;
}

/** A hub chart's reply with each named field of its lists shown by name: a place, a dictionary item, an enum's label (decision 0152). */
export function namedReply(reply: unknown, names: readonly HubChartName[], { place, dictName, lang }: Namers): Row | undefined {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply)) return undefined;
  const out: Row = { ...(reply as Row) };
  const nameOf = (n: HubChartName, r: Row) => {
    const value = r[n.field];
    if (n.place !== undefined) return place(r[n.place], value);
    if (n.dict !== undefined) return dictName(n.dict, value);
    const label = n.labels?.[String(value)];
    return label ? pick(label, lang) : value;
  };
  for (const n of names) if (Array.isArray(out[n.rows])) out[n.rows] = (out[n.rows] as Row[]).map((r) => ({ ...r, [n.field]: nameOf(n, r) }));
  return out;
}
