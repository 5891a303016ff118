// A Vite plugin: TanStack Query's useBaseQuery (behind useQuery and useInfiniteQuery) subscribes with
// React's useSyncExternalStore, which renders every answer as one blocking task. This gives it
// src/web/app/use-transition-store.ts instead, so an answer re-renders in a time-sliced transition.
// Decision record 0132.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const hook = fileURLToPath(new URL('../src/web/app/use-transition-store.ts', import.meta.url));
const file = /@tanstack\/react-query\/build\/modern\/useBaseQuery\.js$/;
const from = 'React.useSyncExternalStore(';

export function queryTransitions(): Plugin {
  return {
    name: 'garlic-query-transitions',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id.split('?')[0]!)) return null;
      // A TanStack Query upgrade that changes this call must fail the build, not quietly go back to blocking renders.
      if (code.split(from).length !== 2) this.error(`query-transitions: ${id} no longer has exactly one ${from}`);
      return { code: `import { useTransitionStore as __useTransitionStore } from ${JSON.stringify(hook)};\n${code.replace(from, '__useTransitionStore(')}`, map: null };
    },
  };
}
