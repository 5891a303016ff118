import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseSpecIndex } from '../../../scripts/spec-index.ts';

describe('parseSpecIndex', () => {
  it('reads routes and calls, including the line whose note nests quotes', () => {
    const text = [
      'routes:',
      '  - { path: "/pages/login", auth: public, refresh: false }',
      '  - { path: "/pages/user/feedback", auth: login, refresh: true }',
      'calls:',
      '  - { method: GET, path: "/v1/walk-quantity/{token}", note: "the seed lists a "{token}" variant" }',
      '  - { method: QUERY, path: "/v1/region-quantity/history-year-page", paged: true, note: "GET must work" }',
    ].join('\n');
    expect(parseSpecIndex(text)).toEqual({
      routes: [
        { path: '/pages/login', auth: 'public', refresh: false },
        { path: '/pages/user/feedback', auth: 'login', refresh: true },
      ],
      calls: [
        { method: 'GET', path: '/v1/walk-quantity/{token}', paged: false },
        { method: 'QUERY', path: '/v1/region-quantity/history-year-page', paged: true },
      ],
    });
  });

  it('refuses a list entry it cannot read, naming the line', () => {
    expect(() => parseSpecIndex('routes:\n  - { path: /nope }')).toThrow('spec-index line 2');
  });

  it('finds the 90 routes and 156 calls of the committed checklist', () => {
    const index = parseSpecIndex(readFileSync(new URL('../../../docs/seed/spec-index.yaml', import.meta.url), 'utf8'));
    expect(index.routes).toHaveLength(90);
    expect(index.calls).toHaveLength(156);
    expect(index.calls.filter((c) => c.paged)).toHaveLength(25);
  });
});
