// A Vite plugin: the entry HTML paints the shell at once, before any script has loaded: inline
// critical styles, the tab bar (icons and labels from spec/app.yaml) where the real one will stand,
// and grey blocks for the first screen. React replaces it all when it first renders into #root.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { app } from '../generated/app.ts';

const require = createRequire(import.meta.url);
/** The path data of a Material icon, as @mui/icons-material draws it. */
function iconPath(name: string): string {
  const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
  const path = /d: "([^"]+)"/.exec(source)?.[1];
  if (!path) throw new Error(`shell skeleton: no path data in @mui/icons-material/${name}`);
  return path;
}

// The same sizes as MUI's CssBaseline, BottomNavigation (56 px) and the dense navigation bar (48 px).
const css = `
body{margin:0;background:${app.theme.background};color:rgba(0,0,0,.87);font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
.boot-bar{height:48px;background:${app.theme.primary}}
.boot-block{margin:12px 16px;border-radius:8px;background:#e8e8e8}
.boot-tabs{position:fixed;left:0;right:0;bottom:0;display:flex;height:56px;padding-bottom:env(safe-area-inset-bottom);background:#fff;box-shadow:0 -1px 3px rgba(0,0,0,.12)}
.boot-tabs span{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:12px;color:rgba(0,0,0,.6)}
.boot-tabs svg{width:24px;height:24px;fill:currentColor}
`.replace(/\n/g, '');

function skeleton(): string {
  const tabs = app.tabBar
    .map((tab) => `<span><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${iconPath(tab.icon)}"/></svg>${tab.label.zh}</span>`)
    .join('');
  const blocks = [140, 160, 96, 200].map((h) => `<div class="boot-block" style="height:${h}px"></div>`).join('');
  return `<div aria-hidden="true"><div class="boot-bar"></div>${blocks}<div class="boot-tabs">${tabs}</div></div>`;
}

export function shellSkeleton(): Plugin {
  return {
    name: 'garlic-shell-skeleton',
    transformIndexHtml(html) {
      return html.replace('</head>', `<style>${css}</style></head>`).replace('<div id="root"></div>', `<div id="root">${skeleton()}</div>`);
    },
  };
}
