import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { chartProblemsAfter, copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

// Chart views over groups of rows (decision 0143): the database weather pages, each a region's weather over three seasons.
const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/database.yaml';
const at = (route: string) => `${FILE}: /routes/${route}/view/chart`;
type Chart = Record<string, any>;

const problemsAfter = (route: string, edit: (chart: Chart) => void) => chartProblemsAfter(FILE, route, edit);

describe('chart views over groups', () => {
  it('declare the weather pages: a region and a solar-term picker, pivot, figures and grouped cards', () => {
    const route = model.routes.find((r) => r.id === 'database/weather-total-data')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.pickers.map((p) => [p.param, p.dict ?? p.terms])).toEqual([
      ['regionId', 'region'],
      ['solarTerm', 'growing'],
    ]);
    expect(
      route.view.cards.map((c) =>
        'widget' in c ? 'widget' : 'figures' in c ? 'tiles' : c.rowFigures ? 'rowFigures' : c.groups ? `groups:${c.chart ? 'chart' : 'table'}` : 'other',
      ),
    ).toEqual(['rowFigures', 'groups:chart', 'groups:table']);
    const weather = model.routes.find((r) => r.id === 'database/weather-data')!;
    if (weather.view.kind !== 'chart') throw new Error('not a chart view');
    expect(weather.view.cards.map((c) => ('pivot' in c && c.pivot ? 'pivot' : 'groups' in c && c.groups?.one ? 'one' : '?'))).toEqual(['pivot', 'one']);
  });

  it('report a solar-term picker on an input that takes no term id', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/export-statistics.yaml', (d) => {
      const picker = d.routes['history-export-statistics-detail4same'].view.chart.pickers[0];
      delete picker.months;
      delete picker.latest;
      picker.terms = 'growing';
    });
    expect(problemsOf(root)).toContain(
      'spec/pages/export-statistics.yaml: /routes/history-export-statistics-detail4same/view/chart/pickers/0/terms: input "month" does not take a solar term\'s id',
    );
  });

  it('report pivot and figure fields the rows do not have, through an object field too', () => {
    const problems = problemsAfter('weather-data', (c) => {
      c.cards[0].pivot.rows[0].field = 'term.tempMean';
      c.cards[0].pivot.head.field = 'season';
      c.cards[0].pivot.rows[6].of = 'term.length';
    });
    const AT = at('weather-data');
    expect(problems).toContain(`${AT}/cards/0/pivot/rows/0/field: names field "term.tempMean", which the rows of "seasons" do not have`);
    expect(problems).toContain(`${AT}/cards/0/pivot/head/field: names field "season", which the rows of "seasons" do not have`);
    expect(problems).toContain(`${AT}/cards/0/pivot/rows/6/of: names field "term.length", which the rows of "seasons" do not have`);
    const figures = problemsAfter('fine-weather-data', (c) => {
      c.cards[0].rowFigures.value.field = 'term.sunny';
      c.cards[0].rowFigures.note.field = 'term.sinceSowing';
    });
    expect(figures).toContain(`${at('fine-weather-data')}/cards/0/rowFigures/value/field: names field "term.sunny", which the rows of "seasons" do not have`);
    expect(figures).toContain(
      `${at('fine-weather-data')}/cards/0/rowFigures/note/field: names field "term.sinceSowing", which the rows of "seasons" do not have`,
    );
  });

  it("report a group's rows, x, series and table columns the groups' rows do not have, and a series that is not a number", () => {
    const AT = at('weather-total-data');
    const problems = problemsAfter('weather-total-data', (c) => {
      c.cards[1].chart.x = 'term';
      c.cards[1].chart.series[0].field = 'termDate';
      c.cards[2].table.columns[1].field = 'accumulated';
    });
    expect(problems).toContain(`${AT}/cards/1/chart/x: names field "term", which the rows of "seasons.terms" do not have`);
    expect(problems).toContain(`${AT}/cards/1/chart/series/0/field: field "termDate" of the rows of "seasons.terms" is not a number`);
    expect(problems).toContain(`${AT}/cards/2/table/columns/1/field: names field "accumulated", which the rows of "seasons.terms" do not have`);
    const rows = problemsAfter('weather-total-data', (c) => (c.cards[1].groups.rows = 'term'));
    expect(rows).toContain(`${AT}/cards/1/groups/rows: names field "term", which the rows of "seasons" do not have as a list of rows`);
  });

  it('report a mark no picker sets, a series per group of two fields, a grouped table of other than two columns', () => {
    const AT = at('fine-weather-data');
    const problems = problemsAfter('fine-weather-data', (c) => {
      c.cards[1].chart.mark = 'term';
      c.cards[1].chart.series.push({ field: 'days', unit: 'days' });
      c.cards[2].table.columns.push({ field: 'days', label: { en: 'Days', zh: '天数' } });
    });
    expect(problems).toContain(`${AT}/cards/1/chart/mark: names "term", which no picker sets`);
    expect(problems).toContain(`${AT}/cards/1/chart/series: a chart of a series per group draws one field`);
    expect(problems).toContain(
      `${AT}/cards/2/table/columns: a table over groups has two columns: the category (a row each) and the figure (a column per group)`,
    );
  });

  it('refuse unknown keys and values in groups, pivots, figures and term pickers', () => {
    const AT = at('weather-data');
    const problems = problemsAfter('weather-data', (c) => {
      c.pickers[1].terms = 'winter';
      c.cards[0].pivot.colour = 'red';
      c.cards[1].groups.along = 'months';
      c.cards[1].groups.one.first = 'latest';
      c.cards[0].pivot.rows[0].format = 'fahrenheit';
    });
    const under = (path: string) => problems.filter((p) => p.startsWith(`${AT}${path}`));
    expect(under('/pickers/1').length).toBeGreaterThan(0);
    expect(under('/cards/0/pivot').some((p) => p.includes('unknown key "colour"'))).toBe(true);
    expect(under('/cards/1/groups/along').some((p) => p.includes('expected one of'))).toBe(true);
    expect(under('/cards/1/groups/one').some((p) => p.includes('unknown key "first"'))).toBe(true);
    expect(under('/cards/0/pivot/rows/0/format').some((p) => p.includes('expected one of'))).toBe(true);
  });
});
