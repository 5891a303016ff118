import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryTransitions } from '../../../scripts/query-transitions.ts';

const require = createRequire(import.meta.url);
const useBaseQuery = join(dirname(require.resolve('@tanstack/react-query')), 'useBaseQuery.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = queryTransitions().transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

describe('query-transitions build plugin', () => {
  it("gives the installed TanStack Query's useBaseQuery the transition store hook instead of useSyncExternalStore", () => {
    const out = transform.call(context, readFileSync(useBaseQuery, 'utf8'), useBaseQuery);
    expect(out?.code).not.toContain('useSyncExternalStore(');
    expect(out?.code).toContain('__useTransitionStore(React.useCallback(');
    expect(out?.code).toMatch(/^import \{ useTransitionStore as __useTransitionStore \} from ".*src\/web\/app\/use-transition-store\.ts";/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, 'React.useSyncExternalStore(a, b)', '/x/node_modules/@tanstack/react-query/build/modern/useQuery.js')).toBeNull();
  });

  it('fails the build when the call it replaces is gone', () => {
    expect(() => transform.call(context, 'export function useBaseQuery() {}', useBaseQuery)).toThrow(/no longer has exactly one/);
  });
});
