import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

// Options pickers that prefer a row and label each option from its row, a term picker whose first value
// follows the chosen row's date (decision 0154): the seedling data page.
const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/database.yaml';
const ROUTE = 'seedling-data';
const AT = `${FILE}: /routes/${ROUTE}/view/chart`;
type Chart = Record<string, any>;

function problemsAfter(edit: (chart: Chart) => void): string[] {
  const root = copySpec();
  editYaml(root, FILE, (d) => edit(d.routes[ROUTE].view.chart));
  return problemsOf(root);
}

describe('chart view options rows and a term following them (decision 0154)', { timeout: 30_000 }, () => {
  it('declare the seedling page: plots as listed, Jinxiang preferred, labelled by place and records; the term from the latest visit', () => {
    const route = model.routes.find((r) => r.id === `database/${ROUTE}`)!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    const [plot, term] = route.view.pickers;
    expect(plot!.options).toMatchObject({ call: 'seedGrowth.plots', field: 'fullAddr', listed: true, prefer: { regionId: '370828' } });
    expect(plot!.options?.label?.en).toContain('{divisions:places}');
    expect(term).toMatchObject({ terms: 'growing', termOf: { picker: 'fullAddr', field: 'latestDate' }, default: '18' });
    expect(route.view.cards).toEqual([{ widget: 'SeedlingChanges' }, { widget: 'SeedlingGrowth' }, { widget: 'SeedlingPhotos' }]);
  });

  it('report prefer and label fields the rows lack, a format other than places, and places of a field that is no list of divisions', () => {
    const problems = problemsAfter((c) => {
      c.pickers[0].options.prefer = { county: '370828' };
      c.pickers[0].options.label = { en: '{divisions:month} · {visits}', zh: '{records:places}' };
    });
    expect(problems).toContain(`${AT}/pickers/0/options/prefer/county: names field "county", which the rows of "seedGrowth.plots" do not have`);
    expect(problems).toContain(`${AT}/pickers/0/options/label/en: names format "month", which is not places`);
    expect(problems).toContain(`${AT}/pickers/0/options/label/en: names {visits}, which the rows of "seedGrowth.plots" do not have`);
    expect(problems).toContain(`${AT}/pickers/0/options/label/zh: field "records" of the rows of "seedGrowth.plots" is not a list of divisions { code, name }`);
  });

  it('report a termOf of no options picker before it, a field that is no date, and termOf without terms', () => {
    const picker = problemsAfter((c) => {
      c.pickers[1].termOf.picker = 'solar';
    });
    expect(picker).toContain(`${AT}/pickers/1/termOf/picker: names "solar", which is not an options picker before this one`);
    const field = problemsAfter((c) => {
      c.pickers[1].termOf.field = 'records';
    });
    expect(field).toContain(`${AT}/pickers/1/termOf/field: names "records", which is not a date field of the rows of "seedGrowth.plots"`);
    const terms = problemsAfter((c) => {
      c.pickers[0].termOf = { picker: 'fullAddr', field: 'latestDate' };
    });
    expect(terms).toContain(`${AT}/pickers/0/termOf: is for a terms picker only`);
  });

  it('refuse unknown keys of termOf and an options listed other than true', () => {
    const problems = problemsAfter((c) => {
      c.pickers[1].termOf.fallback = '18';
      c.pickers[0].options.listed = false;
    });
    expect(problems.some((p) => p.startsWith(`${AT}/pickers/1/termOf`) && p.includes('unknown key "fallback"'))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${AT}/pickers/0/options/listed`))).toBe(true);
  });
});
