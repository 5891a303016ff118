// A Vite plugin: emotion inserts each new style rule (stylis compile and CSSOM insertRule) from
// useInsertionEffect, in React's commit, which is one task that cannot yield. The start pages' first
// commit inserted ~370 rules there: ~150 ms of a 400-700 ms task at 4x CPU (issue 12). With React 17
// emotion inserted during render instead, its "sync fallback"; the build takes that path, so the rules
// go in while the first render runs as a transition, in slices the browser can interleave with input.
// A render React throws away leaves its rules in the sheet, where they are unused and harmless.
// Decision record 0161.
import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency.ts';

export function emotionStylesInRender(): Plugin {
  return rewriteDependency('emotion-styles-in-render', [
    {
      file: /@emotion\/use-insertion-effect-with-fallbacks\/dist\/[^/]+\.browser\.esm\.js$/,
      from: 'var useInsertionEffectAlwaysWithSyncFallback = useInsertionEffect || syncFallback;',
      to: 'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;',
    },
  ]);
}
