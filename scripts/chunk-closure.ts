// What a chunk loads before it runs: itself, the chunks it imports statically (transitively) and their CSS.
import type { Rollup } from 'vite';

/** The files of `starts` and of everything they import statically, except `skip` and what only `skip` reaches. */
export function staticClosure(bundle: Rollup.OutputBundle, starts: Rollup.OutputChunk[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (skip.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const css = (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? new Set<string>();
    css.forEach((file) => files.add(file));
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  starts.forEach(visit);
  return files;
}
