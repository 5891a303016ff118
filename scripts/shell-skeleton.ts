// A Vite plugin: the entry HTML paints the shell at once, before any script has loaded: inline
// critical styles, the tab bar (icons and labels from spec/app.yaml) where the real one will stand,
// and blocks where the home screen's first view draws (a start away from home draws a page's navigation
// bar instead, decision 0164). It lies over #root, where React renders beneath it, until the start page
// has drawn (src/web/shell/boot-skeleton.ts, decision 0157).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { app } from '../generated/app.ts';
import { bootShapeAttribute } from '../src/shared/start-preloads-script.ts';

const require = createRequire(import.meta.url);
/** The path data of a Material icon, as @mui/icons-material draws it. */
function iconPath(name: string): string {
  const source = readFileSync(require.resolve(`@mui/icons-material/${name}`), 'utf8');
  const path = /d: "([^"]+)"/.exec(source)?.[1];
  if (!path) throw new Error(`shell skeleton: no path data in @mui/icons-material/${name}`);
  return path;
}

// The home screen's first view, where a start lands, at its real sizes (measured at 390 px): the 52 px
// header, the banner (5:2 in 12 px margins), the 165 px menu grid, the 40 px hot-message line, the
// price strip's heading and 110 px cards; and the 56 px tab bar. Each block stands where the page's own
// element will draw, so nothing seems to jump when React takes over (decision record 0082). The banner's
// block shows the first call's picture as soon as it arrives (`data-first-image`, decision 0157).
// A start away from home (the inline script marks it, src/shared/start-preloads-script.ts) draws no
// home blocks, only the white 48 px navigation bar with its divider that every other page has, and the
// tab bar: another page's first view in home's shape would mislead (decision 0164).
const page = `[${bootShapeAttribute}=page]`;
const pageShape = [
  `${page} .boot-bar{height:48px;background:${app.theme.navigationBar};border-bottom:1px solid rgba(0,0,0,.12)}`,
  `${['.boot-banner', '.boot-menu', '.boot-hot', '.boot-title', '.boot-strip'].map((block) => `${page} ${block}`).join(',')}{display:none}`,
].join('');

const css = `
#boot{position:fixed;inset:0;z-index:2000;overflow:hidden;pointer-events:none;background:${app.theme.background}}
body{margin:0;background:${app.theme.background};color:rgba(0,0,0,.87);font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
.boot-bar{height:52px;background:${app.theme.primary}}
.boot-banner{margin:12px 12px 0;height:calc((100vw - 24px)*.4);border-radius:8px;background:#e0e0e0;overflow:hidden}
.boot-banner img{width:100%;height:100%;object-fit:cover;display:block}
.boot-menu{margin-top:12px;height:165px;background:#fff}
.boot-hot{height:40px;background:#fff}
.boot-title{margin:19px 16px 9px;width:72px;height:18px;border-radius:4px;background:#e8e8e8}
.boot-strip{display:flex;gap:8px;padding:0 12px;overflow:hidden}
.boot-strip i{flex:0 0 116px;height:110px;border-radius:8px;background:#fff}
.boot-tabs{position:fixed;left:0;right:0;bottom:0;display:flex;height:56px;padding-bottom:env(safe-area-inset-bottom);background:#fff;box-shadow:0 -1px 3px rgba(0,0,0,.12)}
.boot-tabs span{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:12px;color:rgba(0,0,0,.6)}
.boot-tabs svg{width:24px;height:24px;fill:currentColor}
${pageShape}
`.replace(/\n/g, '');

function skeleton(): string {
  const tabs = app.tabBar
    .map((tab) => `<span><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${iconPath(tab.icon)}"/></svg>${tab.label.zh}</span>`)
    .join('');
  const blocks =
    '<div class="boot-banner" data-first-image></div><div class="boot-menu"></div><div class="boot-hot"></div><div class="boot-title"></div><div class="boot-strip"><i></i><i></i><i></i><i></i></div>';
  return `<div id="boot" aria-hidden="true"><div class="boot-bar"></div>${blocks}<div class="boot-tabs">${tabs}</div></div>`;
}

export function shellSkeleton(): Plugin {
  return {
    name: 'garlic-shell-skeleton',
    transformIndexHtml(html) {
      return html.replace('</head>', `<style>${css}</style></head>`).replace('<div id="root"></div>', `${skeleton()}<div id="root"></div>`);
    },
  };
}
