// A Vite plugin: the entry HTML starts fetching the start page's chunks while the start chunk is still on
// its way. A small inline script (src/shared/start-preloads-script.ts) reads the route from the hash and
// adds one <link rel=modulepreload> per chunk of that route's page, in one insertion. Before, the start
// chunk's first task appended them through Vite's preload helper, one at a time (28 for the price page),
// and only once it had arrived and run; the helper skips a chunk that a link already names (issue 12,
// decision record 0162).
//
// Which chunks a route needs comes from the build's own chunk graph: the page registries are read for
// each entry's dynamic imports (`Key: lazyPage(() => import(...))`), and a route finds its entry the way
// pageForRoute does (`pageKeyOf`, held to it by tests/unit/scripts/start-page-preloads.test.ts). A route
// that needs a sign-in is left to the helper: the guard may send a visitor elsewhere.
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { app } from '../generated/app.ts';
import { routes } from '../generated/routes.ts';
import { startPreloadsId, startPreloadsScript } from '../src/shared/start-preloads-script.ts';
import { startRoute } from '../src/web/router/paths.ts';
import { signInRequired } from '../src/web/router/route-guard.ts';
import { staticClosure } from './chunk-closure.ts';

type AppRoute = (typeof routes)[number];

const registryFiles = ['src/web/overrides/index.ts', 'src/web/router/generic-pages.tsx'].map((file) => resolve(file));
/** pageForRoute puts a route declared with `when:` behind a gate, which is what its first render loads. */
const gateFile = resolve('src/web/router/page-for-route.tsx');
const gateKey = '(when)';
/** Where vite.config.ts puts every chunk; the script names files within it. */
const assets = 'assets/';

/** The registry entry that renders a route, as pageForRoute picks it: its wrapper, custom page or generic view. */
export function pageKeyOf(route: AppRoute, wrapped: (routeId: string) => boolean): string {
  if ('when' in route) return gateKey;
  if (wrapped(route.id)) return route.id;
  return route.view.kind === 'custom' ? route.view.component : route.view.kind;
}

interface AstNode {
  type: string;
  [field: string]: unknown;
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function children(node: AstNode): AstNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** The string sources of every `import(...)` under a node. */
function dynamicImports(node: AstNode): string[] {
  if (node.type === 'ImportExpression' && isNode(node.source) && typeof node.source.value === 'string') return [node.source.value];
  return children(node).flatMap(dynamicImports);
}

/** Each `key: value` property whose value imports something, with what it imports. */
function importingProperties(node: AstNode, found: [string, string[]][] = []): [string, string[]][] {
  if (node.type === 'Property' && isNode(node.key) && isNode(node.value)) {
    const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
    const sources = dynamicImports(node.value);
    if (typeof key === 'string' && sources.length > 0) found.push([key, sources]);
  }
  for (const child of children(node)) importingProperties(child, found);
  return found;
}

export function startPagePreloads(): Plugin {
  const entryModules = new Map<string, string[]>();
  return {
    name: 'garlic-start-page-preloads',
    apply: 'build',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      const found = registryFiles.includes(file)
        ? importingProperties(this.parse(code) as unknown as AstNode)
        : file === gateFile
          ? [[gateKey, dynamicImports(this.parse(code) as unknown as AstNode)] as [string, string[]]]
          : [];
      for (const [key, sources] of found) {
        const ids = await Promise.all(sources.map(async (source) => (await this.resolve(source, id))?.id));
        if (ids.some((resolved) => !resolved)) this.error(`start-page-preloads: ${file} imports what cannot be resolved: ${sources.join(', ')}`);
        entryModules.set(key, ids as string[]);
      }
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const chunkOf = new Map<string, Rollup.OutputChunk>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') for (const id of output.moduleIds) chunkOf.set(id, output);
        }
        const loaded = staticClosure(bundle, [entry]);
        const files: string[] = [];
        const lists: number[][] = [];
        const listOf = new Map<string, number>();
        const routeLists: Record<string, number> = {};
        const wrapped = (routeId: string) => entryModules.has(routeId);
        const modulesOf = (route: AppRoute) => {
          const key = pageKeyOf(route, wrapped);
          const modules = entryModules.get(key);
          if (!modules) throw new Error(`start-page-preloads: route ${route.id} renders "${key}", which no page registry lists`);
          return modules;
        };
        for (const opened of routes) {
          const route = startRoute(`#${opened.path}`);
          if (!route || route.view.kind === 'redirect' || signInRequired(route)) continue;
          // A redirect route ('/', say) renders its redirect view first, then the route it leads to.
          const modules = [...(opened === route ? [] : modulesOf(opened)), ...modulesOf(route)];
          const needed = staticClosure(
            bundle,
            modules.map((id) => chunkOf.get(id)!),
            loaded,
          );
          // A stylesheet (the map's) is the helper's to add, as a stylesheet; these links are for modules.
          const scripts = [...needed].filter((file) => file.endsWith('.js'));
          const indices = scripts.sort().map((file) => {
            if (!file.startsWith(assets)) throw new Error(`start-page-preloads: ${file} is not under ${assets}`);
            const name = file.slice(assets.length);
            return files.includes(name) ? files.indexOf(name) : files.push(name) - 1;
          });
          const list = indices.join(',');
          if (!listOf.has(list)) listOf.set(list, lists.push(indices) - 1);
          routeLists[opened.path] = listOf.get(list)!;
        }
        // The paths whose start draws home's skeleton: those that lead home as the app starts ('/', '/pages/index').
        const home = routes.filter((route) => startRoute(`#${route.path}`)?.path === app.homeRoute).map((route) => route.path);
        const data = JSON.stringify({ base: `/${assets}`, home, files, lists, routes: routeLists });
        const tags = `<script type="application/json" id="${startPreloadsId}">${data}</script><script>${startPreloadsScript}</script>`;
        return html.replace('</head>', `${tags}</head>`);
      },
    },
  };
}
