import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitRoutes } from '../../../codegen/emit/registries.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
type Routes = { routes: Record<string, { view: Record<string, unknown> }> };

describe('redirect views', () => {
  it('send the entry routes on to the launch target, with no hand-written page', () => {
    for (const id of ['entry/root', 'entry/index']) expect(model.routes.find((r) => r.id === id)!.view).toEqual({ kind: 'redirect', to: 'launch' });
    const routes = emitRoutes(model);
    expect(routes).toContain('"kind": "redirect",\n      "to": "launch"');
    expect(routes).not.toContain('"EntryPage"');
  });

  it('report a route no manifest defines, with file and key path', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d: Routes) => (d.routes.index!.view = { redirect: 'entry/no-such-page' }));
    expect(problemsOf(root)).toContain(
      'spec/pages/entry.yaml: /routes/index/view/redirect: names route "entry/no-such-page", which spec/pages/ does not define',
    );
  });

  it('refuse a redirect to a route that redirects too', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d: Routes) => (d.routes.index!.view = { redirect: 'entry/root' }));
    expect(problemsOf(root)).toContain(
      'spec/pages/entry.yaml: /routes/index/view/redirect: names route "entry/root", which redirects too: name the page it leads to',
    );
  });

  it('refuse a home route whose view only redirects', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d: Routes) => (d.routes.home!.view = { redirect: 'launch' }));
    expect(problemsOf(root)).toContain('spec/app.yaml: /homeRoute: names route path /pages/home/home, whose view only redirects: name the page it leads to');
  });

  it('refuse a redirect beside another view kind', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d: Routes) => (d.routes.index!.view = { redirect: 'launch', custom: 'HomePage' }));
    expect(problemsOf(root).some((p) => p.startsWith('spec/pages/entry.yaml: /routes/index/view'))).toBe(true);
  });
});
