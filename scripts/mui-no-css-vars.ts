// A Vite plugin: MUI's createTheme and ThemeProvider each import the CSS-variables theme machinery
// (createThemeWithVars, CssVarsProvider, the colour-scheme script and storage) for themes that ask for
// `cssVariables` or `colorSchemes`. Ours (src/web/app/theme.ts) asks for neither, so the build replaces
// those two imports with a stub that fails loudly if a theme ever does: ~7 KB gzip off the entry.
// Decision record 0080.
import type { Plugin } from 'vite';

const stub = (name: string) =>
  `const ${name} = () => { throw new Error('${name}: CSS-variable themes are left out of this build (scripts/mui-no-css-vars.ts)'); };`;

const rewrites: { file: RegExp; from: string; to: string }[] = [
  {
    file: /@mui\/material\/styles\/createTheme\.mjs$/,
    from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
    to: stub('createThemeWithVars'),
  },
  {
    file: /@mui\/material\/styles\/ThemeProvider\.mjs$/,
    from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
    to: stub('CssVarsProvider'),
  },
];

export function muiNoCssVars(): Plugin {
  return {
    name: 'garlic-mui-no-css-vars',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const rule = rewrites.find((r) => r.file.test(id.split('?')[0]!));
      if (!rule) return null;
      // An MUI upgrade that moves these lines must fail the build, not quietly bring the bytes back.
      if (!code.includes(rule.from)) this.error(`mui-no-css-vars: ${id} no longer has: ${rule.from}`);
      return { code: code.replace(rule.from, rule.to), map: null };
    },
  };
}
