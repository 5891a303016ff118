// A build-only Vite plugin that replaces exact text in a dependency's files: the first occurrence, or with
// `all` every one. An upgrade that moves the text fails the build (`no longer has`), rather than quietly
// bringing back what the rewrite removed.
import type { Plugin } from 'vite';

export interface DependencyRewrite {
  file: RegExp;
  from: string;
  to: string;
  all?: boolean;
}

export function rewriteDependency(name: string, rewrites: DependencyRewrite[]): Plugin {
  return {
    name: `garlic-${name}`,
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const rules = rewrites.filter((r) => r.file.test(id.split('?')[0]!));
      if (rules.length === 0) return null;
      let rewritten = code;
      for (const rule of rules) {
        if (!rewritten.includes(rule.from)) this.error(`${name}: ${id} no longer has: ${rule.from}`);
        rewritten = rule.all ? rewritten.replaceAll(rule.from, rule.to) : rewritten.replace(rule.from, rule.to);
      }
      return { code: rewritten, map: null };
    },
  };
}
