import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitHubs } from '../../../codegen/emit/hubs.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
type Hub = { hub: Record<string, unknown>[] };
const hubOf = (d: { routes: Record<string, { view: Hub }> }, id: string) => d.routes[id]!.view.hub;

describe('hub views', () => {
  it('are declared in the page manifest: sections of tiles, widgets, notes and buttons, in order', () => {
    const database = model.routes.find((r) => r.id === 'database/database')!;
    expect(database.view.kind).toBe('hub');
    const sections = database.view.kind === 'hub' ? database.view.sections : [];
    expect(sections.map((s) => Object.keys(s).sort().join('+'))).toEqual(['widget', 'tiles+title', 'tiles+title', 'note']);
  });

  it('emit the icons they name, one import each, and the widget names the web must give', () => {
    const hubs = emitHubs(model);
    expect(hubs).toContain("import DeviceThermostat from '@mui/icons-material/DeviceThermostat';");
    expect(hubs).toContain('export const hubWidgetNames = [\n  "DatabaseAreaHeadline",\n  "TwoDayStatistic"\n] as const;');
  });

  it('report a route no manifest defines, with file and key path', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => ((hubOf(d, 'transaction')[0]!.tiles as { route: string }[])[1]!.route = 'transaction/no-such-list'));
    expect(problemsOf(root)).toContain(
      'spec/pages/transaction.yaml: /routes/transaction/view/hub/0/tiles/1/route: names route "transaction/no-such-list", which spec/pages/ does not define',
    );
  });

  it('report an icon @mui/icons-material does not have', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => ((hubOf(d, 'transaction')[2]!.action as { icon: string }).icon = 'PostAddd'));
    expect(problemsOf(root)).toContain(
      'spec/pages/transaction.yaml: /routes/transaction/view/hub/2/action/icon: names icon "PostAddd", which @mui/icons-material does not have',
    );
  });

  it('refuse a section that is two kinds at once, or a key no section takes', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d) => {
      const hub = hubOf(d, 'transaction');
      hub[1]!.note = { en: 'Today', zh: '今天' };
      hub[2]!.colour = 'red';
    });
    const problems = problemsOf(root).filter((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/'));
    expect(problems.some((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/1'))).toBe(true);
    expect(problems.some((p) => p.startsWith('spec/pages/transaction.yaml: /routes/transaction/view/hub/2') && p.includes('colour'))).toBe(true);
  });
});
