import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/cold-storage-apply.yaml';
const AT = `${FILE}: /routes/cold-storage-apply/view/hub`;
type Section = Record<string, any>;
const hubOf = (d: { routes: Record<string, { view: { hub: Section[] } }> }) => d.routes['cold-storage-apply']!.view.hub;

/** The problems of the big-data hub after an edit of its sections. */
function problemsAfter(edit: (hub: Section[]) => void): string[] {
  const root = copySpec();
  editYaml(root, FILE, (d) => edit(hubOf(d)));
  return problemsOf(root).filter((p) => p.startsWith(AT));
}

describe('hub charts, names and carousels (decision 0152)', { timeout: 30_000 }, () => {
  it('build the big-data page: tiles with test ids and labels, a chart with an enum written in, a carousel', () => {
    const route = model.routes.find((r) => r.id === 'cold-storage-apply/cold-storage-apply')!;
    const sections = route.view.kind === 'hub' ? route.view.sections : [];
    expect(sections.map((s) => Object.keys(s).sort().join('+'))).toEqual(['testId+tiles', 'chart+names', 'carousel+testId+title']);
    const chart = sections[1] as Extract<(typeof sections)[number], { chart: unknown }>;
    expect(chart.names?.[2]).toEqual({
      rows: 'rentals',
      field: 'rentType',
      labels: { '1': { en: 'For rent', zh: '出租' }, '2': { en: 'Wanted', zh: '求租' } },
    });
    expect(chart.chart.cards).toHaveLength(4);
  });

  it('refuse pickers, links and widget cards in a hub chart', () => {
    const problems = problemsAfter((hub) => {
      hub[1]!.chart.pickers = [{ param: 'year', label: { en: 'Year', zh: '年份' }, months: 'calendar', testId: 'y' }];
      hub[1]!.chart.links = [{ route: 'cold-storage-apply/map', label: { en: 'Map', zh: '地图' }, testId: 'l' }];
      hub[1]!.chart.cards.push({ widget: 'WalkLatestSummary' });
    });
    expect(problems).toContain(`${AT}/1/chart/pickers: a hub chart takes no pickers: its calls take no input`);
    expect(problems).toContain(`${AT}/1/chart/links: a hub chart takes no links: use a links or tiles section`);
    expect(problems).toContain(`${AT}/1/chart/cards/4/widget: a hub chart takes no widget card: use a widget section`);
  });

  it('check the chart cards as view.chart does, with the hub path', () => {
    const problems = problemsAfter((hub) => (hub[1]!.chart.cards[1].table.columns[1].field = 'nope'));
    expect(problems).toContain(`${AT}/1/chart/cards/1/table/columns/1/field: names field "nope", which the rows of "byCounty" do not have`);
  });

  it('report names of a list, field, place, dictionary or enum the reply or spec lacks', () => {
    const problems = problemsAfter((hub) => {
      hub[1]!.names = [
        { rows: 'certifiedStores', field: 'name', place: 'key' },
        { rows: 'byCounty', field: 'nope', place: 'code' },
        { rows: 'byType', field: 'key', dict: 'noSuchDict' },
        { rows: 'rentals', field: 'rentType', enum: 'coldStorageRent.title' },
      ];
    });
    expect(problems).toContain(
      `${AT}/1/names/0/rows: names field "certifiedStores", which the reply of "coldStorageApply.statistics" does not have as a list of rows`,
    );
    expect(problems).toContain(`${AT}/1/names/1/field: names field "nope", which the rows of "byCounty" do not have`);
    expect(problems).toContain(`${AT}/1/names/1/place: names field "code", which the rows of "byCounty" do not have`);
    expect(problems).toContain(`${AT}/1/names/2/dict: names dictionary "noSuchDict", which spec/dicts.yaml does not define`);
    expect(problems).toContain(`${AT}/1/names/3/enum: names "coldStorageRent.title", which is not an enum field of spec/entities/`);
  });

  it('refuse names on a section without a chart', () => {
    expect(problemsAfter((hub) => (hub[2]!.names = [{ rows: 'x', field: 'y', place: 'z' }]))).toContain(`${AT}/2/names: only a chart section takes names`);
  });

  it('refuse a name of two kinds or with an unknown key', () => {
    const problems = problemsAfter((hub) => {
      hub[1]!.names[0].dict = 'storageType';
    });
    const unknown = problemsAfter((hub) => (hub[1]!.names[1].colour = 'red'));
    expect(problems).toContain(`${AT}/1/names/0: takes one of place, dict or enum`);
    expect(unknown).toContain(`${AT}/1/names/1: unknown key "colour"`);
  });

  it('report a carousel call that is unknown, answers no list or needs input, and an unknown item', () => {
    const call = (name: string, item = 'coldStorageRentCard') =>
      problemsAfter((hub) => {
        hub[2]!.carousel = { call: name, item };
      });
    expect(call('coldStorageRent.nope')).toContain(`${AT}/2/carousel/call: names endpoint "coldStorageRent.nope", which spec/endpoints/ does not define`);
    expect(call('coldStorageApply.statistics')).toContain(`${AT}/2/carousel/call: endpoint "coldStorageApply.statistics" does not answer a list of rows`);
    expect(call('coldStorageRent.getById')).toContain(
      `${AT}/2/carousel/call: endpoint "coldStorageRent.getById" requires input, which a carousel does not give`,
    );
    expect(call('coldStorageRent.getCarousel', 'noSuchItem')).toContain(
      `${AT}/2/carousel/item: names item template "noSuchItem", which spec/items/ does not define`,
    );
  });

  it('refuse an unknown key of a carousel or a tile', () => {
    const problems = problemsAfter((hub) => {
      hub[2]!.carousel.size = 3;
      hub[0]!.tiles[0].colour = 'red';
    });
    expect(problems.some((p) => p.startsWith(`${AT}/2/carousel`) && p.includes('size'))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${AT}/0/tiles/0`) && p.includes('colour'))).toBe(true);
  });
});
