import { formatMoney } from '../../../shared/format/money.ts';
import { tPioneer, type PioneerMessageKey } from '../../i18n/messages/pioneer.ts';

/** Integer fen as the money helper shows it: 2990 → '¥29.90', 1234500 → '¥12,345.00'. */
export const yuan = (fen: number) => `¥${formatMoney(fen)}`;

export const roleName = (role: string | null | undefined) => (role ? tPioneer(`pioneer.role.${role}` as PioneerMessageKey) : '');
export const periodName = (periodType: string) => tPioneer(`pioneer.period.${periodType}` as PioneerMessageKey);

/** 'YYYY-MM-DD' of an instant in the viewer's time zone. */
export function dayOf(time: string | null | undefined): string {
  if (!time) return '';
  const d = new Date(time);
  if (!Number.isFinite(d.getTime())) return '';
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Paragraphs of an article's text: blank lines separate them. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
