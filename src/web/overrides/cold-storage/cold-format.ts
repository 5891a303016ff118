import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';

export type MapEntry = components['schemas']['coldStorageMapEntry'];
export type ColdStatistics = components['schemas']['coldStorageStatistics'];
export type InventoryDetail = components['schemas']['inventoryDetail'];

export const CERTIFIED_COLOR = '#2e7d32';
export const ADDED_COLOR = '#ef6c00';
/** A store whose certification the association has not approved (awaiting review, or refused). */
export const UNCERTIFIED_COLOR = '#607d8b';

/** The chip label and pin colour of a map entry: certified only once an operator approved it (decision 0058). */
export function entryKind(entry: Pick<MapEntry, 'kind' | 'certified' | 'reviewStatus'>): {
  label: 'cold.certified' | 'cold.underReview' | 'cold.notCertified' | 'cold.onMap';
  color: string;
} {
  if (entry.kind === 'apply') return { label: 'cold.onMap', color: ADDED_COLOR };
  if (entry.certified) return { label: 'cold.certified', color: CERTIFIED_COLOR };
  return { label: entry.reviewStatus === '2' ? 'cold.notCertified' : 'cold.underReview', color: UNCERTIFIED_COLOR };
}

/** A street address (free text) with its divisions: after them in Chinese, before them in English. */
export function addressText(divisions: string, address: string, lang: Language): string {
  if (lang === 'zh') return `${divisions} ${address}`.trim();
  return [address, divisions].filter((s) => s.trim() !== '').join(', ');
}

const trim = (n: number, digits: number) => n.toFixed(digits).replace(/\.?0+$/, '');

/** Tonnes as the trade writes them: 1.06万吨 and 8,600吨 in Chinese, 10,600 t in English. */
export function tonnesText(n: number, lang: Language): string {
  if (lang === 'zh' && Math.abs(n) >= 10_000) return tc('cold.wanTonnes', { n: trim(n / 10_000, 2) }, lang);
  return tc('cold.tonnes', { n: n.toLocaleString('en', { maximumFractionDigits: 1 }) }, lang);
}
