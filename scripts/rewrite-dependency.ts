// A build-only Vite plugin that replaces one exact line of a dependency's file. An upgrade that moves
// the line fails the build (`no longer has`), rather than quietly bringing back what the rewrite removed.
import type { Plugin } from 'vite';

export interface DependencyRewrite {
  file: RegExp;
  from: string;
  to: string;
}

export function rewriteDependency(name: string, rewrites: DependencyRewrite[]): Plugin {
  return {
    name: `garlic-${name}`,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const rule = rewrites.find((r) => r.file.test(id.split('?')[0]!));
      if (!rule) return null;
      if (!code.includes(rule.from)) this.error(`${name}: ${id} no longer has: ${rule.from}`);
      return { code: code.replace(rule.from, rule.to), map: null };
    },
  };
}
