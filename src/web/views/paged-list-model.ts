import type { Row } from '../../shared/view-types.ts';
import { getLanguage, t } from '../i18n/translate.ts';
import type { Language } from '../i18n/language.ts';
import type { MessageKey } from '../i18n/catalogue.ts';

export type ListStatus = 'loading' | 'more' | 'noMore' | 'empty' | 'error';

export interface Page {
  rows: Row[];
  total: number;
}

/** The seed's list loader raises this when a reply does not have the shape its key map promises. */
export class InvalidFeedbackError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(t('views.list.invalidData', { path }));
    this.name = 'InvalidFeedbackError';
    this.path = path;
  }
}

function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as Record<string, unknown>)[key];
  }, source);
}

/** Reads one page from a reply envelope through the operation's key map, checking its shape. */
export function extractPage(reply: unknown, keys: { rows: string; total: string }): Page {
  const rows = readPath(reply, keys.rows);
  if (!Array.isArray(rows)) throw new InvalidFeedbackError(keys.rows);
  const badRow = rows.findIndex((r) => r === null || typeof r !== 'object' || Array.isArray(r));
  if (badRow >= 0) throw new InvalidFeedbackError(`${keys.rows}.${badRow}`);
  const total = readPath(reply, keys.total);
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) throw new InvalidFeedbackError(keys.total);
  return { rows: rows as Row[], total };
}

/** The next page number, or undefined when the pages loaded so far hold every row. */
export function nextPageNumber(pages: readonly Page[], pageSize: number): number | undefined {
  const last = pages.at(-1);
  if (!last || last.rows.length === 0 || last.rows.length < pageSize) return undefined;
  const loaded = pages.reduce((sum, p) => sum + p.rows.length, 0);
  return loaded >= last.total ? undefined : pages.length + 1;
}

export interface ListQueryState {
  pending: boolean;
  fetchingNextPage: boolean;
  error: boolean;
  rowCount: number;
  hasNextPage: boolean;
}

export function listStatus(s: ListQueryState): ListStatus {
  if (s.error) return 'error';
  if (s.pending || s.fetchingNextPage) return 'loading';
  if (s.rowCount === 0) return 'empty';
  return s.hasNextPage ? 'more' : 'noMore';
}

const statusKeys: Record<ListStatus, MessageKey> = {
  loading: 'views.list.loading',
  more: 'views.list.more',
  noMore: 'views.list.noMore',
  empty: 'views.list.empty',
  error: 'shell.error.loadFailed',
};

export function listStatusText(status: ListStatus, lang: Language = getLanguage()): string {
  return t(statusKeys[status], {}, lang);
}

/** The request input of one page: fixed params, then chosen filters (blank ones dropped), then paging. */
export function pageInput(
  params: Readonly<Record<string, unknown>>,
  filters: Readonly<Record<string, string>>,
  page?: number,
  pageSize?: number,
): Record<string, unknown> {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return page === undefined ? { ...params, ...chosen } : { ...params, ...chosen, page, pageSize };
}

/** The one page of an unpaged call: its reply's data is every row. */
export function wholeList(reply: unknown): Page {
  const rows = extractPage({ data: (reply as { data?: unknown } | null)?.data, totalCount: 0 }, { rows: 'data', total: 'totalCount' }).rows;
  return { rows, total: rows.length };
}
