// A Vite plugin: MUI's createTheme and ThemeProvider each import the CSS-variables theme machinery
// (createThemeWithVars, CssVarsProvider, the colour-scheme script and storage) for themes that ask for
// `cssVariables` or `colorSchemes`. Ours (src/web/app/theme.ts) asks for neither, so the build replaces
// those two imports with a stub that fails loudly if a theme ever does: ~7 KB gzip off the entry.
// Decision record 0080.
import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency.ts';

const stub = (name: string) =>
  `const ${name} = () => { throw new Error('${name}: CSS-variable themes are left out of this build (scripts/mui-no-css-vars.ts)'); };`;

export function muiNoCssVars(): Plugin {
  return rewriteDependency('mui-no-css-vars', [
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
  ]);
}
