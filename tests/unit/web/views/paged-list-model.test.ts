import { describe, expect, it } from 'vitest';
import {
  InvalidFeedbackError,
  extractPage,
  listStatus,
  listStatusText,
  nextPageNumber,
  pageInput,
  type Page,
} from '../../../../src/web/views/paged-list-model.ts';

const keys = { rows: 'data', total: 'totalCount' };
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i) }));

describe('extractPage', () => {
  it('reads rows and total through the key map', () => {
    expect(extractPage({ success: true, data: [{ a: 1 }], totalCount: 7 }, keys)).toEqual({ rows: [{ a: 1 }], total: 7 });
    expect(extractPage({ data: { list: [{ a: 2 }], count: 1 } }, { rows: 'data.list', total: 'data.count' })).toEqual({ rows: [{ a: 2 }], total: 1 });
  });

  it("raises 'Invalid feedback data' with the path of what is wrong", () => {
    const bad = (reply: unknown) => {
      try {
        extractPage(reply, keys);
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const noRows = bad({ data: null, totalCount: 0 });
    expect(noRows).toBeInstanceOf(InvalidFeedbackError);
    expect((noRows as InvalidFeedbackError).path).toBe('data');
    expect((noRows as Error).message).toContain('data');
    expect((bad({ data: [], totalCount: '3' }) as InvalidFeedbackError).path).toBe('totalCount');
    expect((bad({ data: [{}, 5], totalCount: 2 }) as InvalidFeedbackError).path).toBe('data.1');
  });
});

describe('nextPageNumber', () => {
  const page = (n: number, total: number): Page => ({ rows: rows(n), total });
  it('asks for the next page while rows remain', () => {
    expect(nextPageNumber([page(20, 45)], 20)).toBe(2);
    expect(nextPageNumber([page(20, 45), page(20, 45)], 20)).toBe(3);
  });
  it('stops at the total, on a short page or an empty one', () => {
    expect(nextPageNumber([page(20, 45), page(20, 45), page(5, 45)], 20)).toBeUndefined();
    expect(nextPageNumber([page(20, 40), page(20, 40)], 20)).toBeUndefined();
    expect(nextPageNumber([page(0, 0)], 20)).toBeUndefined();
    expect(nextPageNumber([page(10, 99)], 20)).toBeUndefined();
  });
});

describe('listStatus', () => {
  const base = { pending: false, fetchingNextPage: false, error: false, rowCount: 20, hasNextPage: true };
  it.each([
    [{ ...base, pending: true, rowCount: 0 }, 'loading'],
    [{ ...base, fetchingNextPage: true }, 'loading'],
    [base, 'more'],
    [{ ...base, hasNextPage: false }, 'noMore'],
    [{ ...base, rowCount: 0, hasNextPage: false }, 'empty'],
    [{ ...base, error: true }, 'error'],
    [{ ...base, error: true, rowCount: 0 }, 'error'],
  ] as const)('%o → %s', (state, want) => {
    expect(listStatus(state)).toBe(want);
  });

  it("uses the seed's texts word for word", () => {
    expect(listStatusText('loading', 'en')).toBe('loading...');
    expect(listStatusText('noMore', 'en')).toBe('no more');
    expect(listStatusText('error', 'en')).toBe('Could not load. Check your connection and try again.');
    expect(listStatusText('empty', 'en')).toBe('No data yet');
    expect(listStatusText('noMore', 'zh')).toBe('没有更多了');
  });
});

describe('pageInput', () => {
  it('merges fixed params, chosen filters and paging, dropping blank filters', () => {
    expect(pageInput({ transactionType: '2' }, { varietiesId: '3', regionId: '' }, 2, 20)).toEqual({
      transactionType: '2',
      varietiesId: '3',
      page: 2,
      pageSize: 20,
    });
  });
});
