import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitCharts } from '../../../codegen/emit/charts.ts';
import { chartProblemsAfter, copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/export-statistics.yaml';
const ROUTE = 'history-export-statistics-detail4same';
const AT = `${FILE}: /routes/${ROUTE}/view/chart`;
type Chart = Record<string, any>;

/** The problems of the spec with the same-period page's view.chart edited. */
const problemsAfter = (edit: (chart: Chart) => void) => chartProblemsAfter(FILE, ROUTE, edit);

// Each case copies the spec and builds its model again: seconds on a loaded machine (as migration-keys.test.ts).
describe('chart views', { timeout: 30_000 }, () => {
  it('are declared in the page manifest: a call, pickers bound to its inputs, cards and links', () => {
    const route = model.routes.find((r) => r.id === `export-statistics/${ROUTE}`)!;
    expect(route.view.kind).toBe('chart');
    if (route.view.kind !== 'chart') return;
    expect(route.view.call).toBe('exportQuantity.getMonthQuantity');
    expect(route.view.pickers.map((p) => p.param)).toEqual(['month']);
    expect(route.view.cards.map((c) => ('widget' in c ? 'widget' : 'figures' in c ? 'figures' : c.chart ? `chart:${c.chart.type}` : 'table'))).toEqual([
      'chart:bar',
      'table',
    ]);
    expect(emitCharts(model)).toContain(`"export-statistics/${ROUTE}": {\n    "call": "exportQuantity.getMonthQuantity"`);
  });

  it('take from the schemas what the web needs: a picker of a YYYY-MM input, the dictionary of a category or a column', () => {
    const route = model.routes.find((r) => r.id === 'inventory/history-inventory-detailForSameMonth')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.pickers[0]!.yearMonth).toBe(true);
    const regions = route.view.cards.flatMap((c) => ('rows' in c && !('figures' in c) && c.rows === 'regions' ? [c] : []));
    expect(regions.map((c) => c.chart?.xDict ?? c.table?.columns[0]!.dict)).toEqual(['region', 'region']);
  });

  it('report a month picker of a YYYY-MM input without the call whose rows hold the months', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/inventory.yaml', (d) => delete d.routes['history-inventory-detailForSameMonth'].view.chart.pickers[0].latest);
    expect(problemsOf(root)).toContain(
      'spec/pages/inventory.yaml: /routes/history-inventory-detailForSameMonth/view/chart/pickers/0/latest: input "month" takes a YYYY-MM month: a month picker needs latest, the call whose rows hold the months',
    );
  });

  it('emit the hand-written cards the pages name, which the web must give', () => {
    expect(emitCharts(model)).toContain(
      'export const chartWidgetNames = [\n  "AreaHistory",\n  "AreaThreeYears",\n  "SeedlingChanges",\n  "SeedlingGrowth",\n  "SeedlingPhotos",\n  "WalkLatestSummary",\n  "WalkMonthSummary"\n] as const;',
    );
  });

  it('refuse a widget card that also declares rows, and a month stepper on an input that takes no YYYY-MM', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/walk-quantity.yaml', (d) => {
      const chart = d.routes['month-statistics'].view.chart;
      chart.cards[0].rows = 'regions';
    });
    const at = 'spec/pages/walk-quantity.yaml: /routes/month-statistics/view/chart';
    expect(problemsOf(root).some((p) => p.startsWith(`${at}/cards/0`))).toBe(true);
    const problems = problemsAfter((c) => (c.pickers[0] = { param: 'month', label: c.pickers[0].label, recent: { months: 12, start: 0 }, testId: 'm' }));
    expect(problems).toContain(`${AT}/pickers/0/recent: input "month" does not take a YYYY-MM month`);
  });

  it('report a call spec/endpoints/ does not define, and one a picker asks for its latest value', () => {
    const problems = problemsAfter((c) => {
      c.call = 'exportQuantity.getMonthQuantities';
      c.pickers[0].latest.call = 'exportQuantity.noSuchList';
    });
    expect(problems).toContain(`${AT}/call: names endpoint "exportQuantity.getMonthQuantities", which spec/endpoints/ does not define`);
    expect(problems).toContain(`${AT}/pickers/0/latest/call: names endpoint "exportQuantity.noSuchList", which spec/endpoints/ does not define`);
  });

  it('report a picker bound to no input of the call, and a required input no picker sets', () => {
    const problems = problemsAfter((c) => (c.pickers[0].param = 'calendarMonth'));
    expect(problems).toContain(`${AT}/pickers/0/param: "calendarMonth" is not an input of endpoint "exportQuantity.getMonthQuantity"`);
    expect(problems).toContain(`${AT}/pickers: endpoint "exportQuantity.getMonthQuantity" requires input "month", which no picker sets`);
  });

  it('report a dictionary spec/dicts.yaml does not define', () => {
    const problems = problemsAfter((c) => c.pickers.push({ param: 'month', label: { en: 'Region', zh: '产区' }, dict: 'noSuchDict', testId: 'x-region' }));
    expect(problems).toContain(`${AT}/pickers/1/dict: names dictionary "noSuchDict", which spec/dicts.yaml does not define`);
  });

  it('report reply fields the call does not answer: the rows, a series, a column, the estimate flag, a latest field', () => {
    const problems = problemsAfter((c) => {
      c.cards[0].chart.series[0].field = 'tonnes';
      c.cards[0].estimate = 'estimated';
      c.cards[1].table.columns[2].field = 'chain';
      c.pickers[0].latest.field = 'month';
      c.cards.push({ ...c.cards[1], rows: 'countries' });
    });
    expect(problems).toContain(`${AT}/cards/0/chart/series/0/field: names field "tonnes", which the rows of "years" do not have`);
    expect(problems).toContain(
      `${AT}/cards/0/estimate: names field "estimated", which neither the rows of "years" nor the reply of "exportQuantity.getMonthQuantity" have`,
    );
    expect(problems).toContain(`${AT}/cards/1/table/columns/2/field: names field "chain", which the rows of "years" do not have`);
    expect(problems).toContain(`${AT}/pickers/0/latest/field: names field "month", which the rows of "exportQuantity.getMonthList" do not have`);
    expect(problems).toContain(
      `${AT}/cards/2/rows: names field "countries", which the reply of "exportQuantity.getMonthQuantity" does not have as a list of rows`,
    );
  });

  it('report a series of a field that is not a number', () => {
    const problems = problemsAfter((c) => (c.cards[0].chart.series[0].field = 'exportMonth'));
    expect(problems).toContain(`${AT}/cards/0/chart/series/0/field: field "exportMonth" of the rows of "years" is not a number`);
  });

  it('report a {param} in a title that no picker sets, a link to an unknown route and link params no picker sets', () => {
    const problems = problemsAfter((c) => {
      c.cards[0].title.zh = '历年{year}出口量';
      c.links[0].route = 'export-statistics/no-such-page';
      c.links[0].params = ['year'];
    });
    expect(problems).toContain(
      `${AT}/cards/0/title/zh: names {year}, which is neither a picker's input nor a field of the reply of "exportQuantity.getMonthQuantity"`,
    );
    expect(problems).toContain(
      `${FILE}: /routes/${ROUTE}/view/chart/links/0/route: names route "export-statistics/no-such-page", which spec/pages/ does not define`,
    );
    expect(problems).toContain(`${AT}/links/0/params/0: names "year", which no picker sets`);
  });

  it('refuse unknown keys, a card that is a chart and a table at once, and a chart type or unit it does not draw', () => {
    const problems = problemsAfter((c) => {
      c.colour = 'red';
      c.cards[0].table = c.cards[1].table;
      c.cards[1].table.columns[0].align = 'left';
      c.cards[0].chart.type = 'pie';
      c.cards[0].chart.series[0].unit = 'kg';
    });
    const at = (path: string) => problems.filter((p) => p.startsWith(`${AT}${path}`));
    expect(at('').some((p) => p.includes('unknown key "colour"'))).toBe(true);
    expect(at('/cards/0').length).toBeGreaterThan(0);
    expect(at('/cards/1/table/columns/0').some((p) => p.includes('unknown key "align"'))).toBe(true);
    expect(at('/cards/0/chart/type').some((p) => p.includes('expected one of ["bar","line"]'))).toBe(true);
    expect(at('/cards/0/chart/series/0/unit').some((p) => p.includes('expected one of'))).toBe(true);
  });
});

describe('chart views whose cards name their own calls (decision 0142)', { timeout: 30_000 }, () => {
  const MAIN = 'export-statistics';
  const at = `${FILE}: /routes/${MAIN}/view/chart`;
  const problemsOfMain = (edit: (chart: Chart) => void) => {
    const root = copySpec();
    editYaml(root, FILE, (d) => edit(d.routes[MAIN].view.chart));
    return problemsOf(root);
  };

  it('are declared without a page call: chips of another call, figure tiles, cards over their own calls', () => {
    const route = model.routes.find((r) => r.id === `export-statistics/${MAIN}`)!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.call).toBeUndefined();
    expect(route.view.pickers[0]!.options).toEqual({ call: 'exportQuantity.getYearQuantity', field: 'year' });
    const [figures, trend, countries] = route.view.cards as readonly Chart[];
    expect(figures!.figures.map((f: Chart) => f.call)).toEqual(['exportQuantity.getYearQuantity', 'exportQuantity.getMonthList']);
    // A list answered by the call itself has no rows field; a call's inputs are the pickers it takes.
    expect([trend!.rows, trend!.inputs]).toEqual(['', []]);
    expect([countries!.rows, countries!.inputs]).toEqual(['countries', ['year']]);
  });

  it('report an unknown card call, a card with no call on a page with none, and an input the card call requires that no picker sets', () => {
    const problems = problemsOfMain((c) => {
      c.cards[1].call = 'exportQuantity.noSuchCall';
      delete c.cards[2].call;
      c.cards[3].call = 'exportQuantity.getMonthQuantity';
      c.cards[3].rows = 'years';
      c.cards[3].table.columns = [{ field: 'year', label: { en: 'Year', zh: '年份' } }];
    });
    expect(problems).toContain(`${at}/cards/1/call: names endpoint "exportQuantity.noSuchCall", which spec/endpoints/ does not define`);
    expect(problems).toContain(`${at}/cards/2/call: names no call, and the page names none either`);
    expect(problems).toContain(`${at}/cards/3/call: endpoint "exportQuantity.getMonthQuantity" requires input "month", which no picker sets`);
  });

  it("report a picker's options call that is unknown or answers no list, an options field its rows lack, and a picker no call takes", () => {
    expect(problemsOfMain((c) => (c.pickers[0].options.call = 'exportQuantity.noSuchList'))).toContain(
      `${at}/pickers/0/options/call: names endpoint "exportQuantity.noSuchList", which spec/endpoints/ does not define`,
    );
    const problems = problemsOfMain((c) => {
      c.pickers[0].options.field = 'yr';
      c.pickers.push({ ...c.pickers[0], param: 'season', options: { call: 'exportQuantity.getCountryQuantity', field: 'year' }, testId: 'season' });
    });
    expect(problems).toContain(`${at}/pickers/0/options/field: names field "yr", which the rows of "exportQuantity.getYearQuantity" do not have`);
    expect(problems).toContain(`${at}/pickers/1/options/call: endpoint "exportQuantity.getCountryQuantity" does not answer a list of rows`);
    expect(problems).toContain(
      `${at}/pickers/1/param: "season" is not an input of any call of the page (exportQuantity.getYearQuantity, exportQuantity.getMonthList, exportQuantity.getCountryQuantity)`,
    );
  });

  it('report figure tiles: a list read without a row, a row of an object, fields the reply lacks or that are no numbers, unknown {names} and formats', () => {
    const problems = problemsOfMain((c) => {
      const [year, month] = c.cards[0].figures;
      delete year.row;
      year.caption.en = 'Exports in {yr}, {months:weekday}';
      year.changes[0].field = 'chain';
      month.field = 'exportMonth';
      month.estimate = 'estimated';
      c.cards[0].figures.push({ ...month, call: 'exportQuantity.getCountryQuantity', row: 'first', field: 'sumQuantity', changes: [], estimate: 'estimate' });
    });
    const tile = `${at}/cards/0/figures`;
    expect(problems).toContain(`${tile}/0/row: endpoint "exportQuantity.getYearQuantity" answers a list: name the row the tile reads, first or last`);
    expect(problems).toContain(
      `${tile}/0/caption/en: names {yr}, which is neither a picker's input nor a field of the reply of "exportQuantity.getYearQuantity"`,
    );
    expect(problems.some((p) => p.startsWith(`${tile}/0/caption/en: names format "weekday"`))).toBe(true);
    expect(problems).toContain(`${tile}/0/changes/0/field: names field "chain", which the rows of "exportQuantity.getYearQuantity" do not have`);
    expect(problems).toContain(`${tile}/1/field: field "exportMonth" of the reply of "exportQuantity.getMonthList" is not a number`);
    expect(problems).toContain(`${tile}/1/estimate: names field "estimated", which the rows of "exportQuantity.getMonthList" do not have`);
    expect(problems).toContain(`${tile}/2/row: endpoint "exportQuantity.getCountryQuantity" does not answer a list of rows`);
  });

  it("report an options picker's fixed input the call does not take, and a tile's rows that are no list of its own call's reply", () => {
    const problems = problemsOfMain((c) => {
      c.pickers[0].options.input = { pageSize: 30 };
      c.pickers[0].options.stepper = true;
      const [year, month] = c.cards[0].figures;
      c.cards[0].figures.push({
        call: 'exportQuantity.getCountryQuantity',
        rows: 'countries',
        row: 'first',
        caption: { en: 'Top', zh: '第一' },
        field: 'sumQuantity',
        format: 'tonnes',
        testId: 'listed',
      });
      c.cards[0].figures.push({ ...year, call: 'exportQuantity.getCountryQuantity', rows: 'year', row: 'first', changes: [], testId: 'not-a-list' });
      c.cards[0].call = 'exportQuantity.getMonthList';
      c.cards[0].row = 'first';
      const { call: _call, ...noCall } = month;
      c.cards[0].figures.push({ ...noCall, rows: 'countries', testId: 'no-call' });
    });
    expect(problems).toContain(`${at}/pickers/0/options/input/pageSize: "pageSize" is not an input of endpoint "exportQuantity.getYearQuantity"`);
    expect(problems.filter((p) => p.includes('/pickers/0/options/stepper'))).toEqual([]);
    const tile = `${at}/cards/0/figures`;
    expect(problems.filter((p) => p.startsWith(`${tile}/2/`))).toEqual([]);
    expect(problems).toContain(`${tile}/3/rows: names field "year", which the reply of "exportQuantity.getCountryQuantity" does not have as a list of rows`);
    expect(problems).toContain(`${tile}/4/rows: names a list of the reply, but the tile names no call of its own`);
  });

  it('read the area page: a stepper of the years of the national history, the national row of a year, the counties', () => {
    const route = model.routes.find((r) => r.id === 'database/area-data')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.pickers[0]!.options).toEqual({ call: 'regionArea.historyYearPage', field: 'year', input: { pageSize: 30 }, stepper: true });
    const [national] = route.view.cards as readonly Chart[];
    expect(national!.figures[0]).toMatchObject({ call: 'regionArea.findByYear', rows: 'rows', row: 'first', inputs: ['year'] });
  });

  it('report rows left out by a field the rows lack, and refuse unknown keys of a tile and a figures card with rows', () => {
    expect(problemsOfMain((c) => (c.cards[2].except.field = 'country'))).toContain(
      `${at}/cards/2/except/field: names field "country", which the rows of the card do not have`,
    );
    const problems = problemsOfMain((c) => {
      c.cards[0].figures[0].colour = 'red';
      c.cards[0].rows = 'years';
    });
    expect(problems.some((p) => p.startsWith(`${at}/cards/0/figures/0`) && p.includes('unknown key "colour"'))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${at}/cards/0`) && !p.includes('colour'))).toBe(true);
  });
});

describe('chart view pickers of toggle buttons and an all, and series drawn for some of their values (decision 0142)', { timeout: 30_000 }, () => {
  const WALK = 'spec/pages/walk-quantity.yaml';
  const at = `${WALK}: /routes/index/view/chart`;

  it('are declared: an all leaves the input out, a series names the values it is drawn for', () => {
    const route = model.routes.find((r) => r.id === 'walk-quantity/index')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.pickers.map((p) => [p.param, p.all?.en, p.choices?.length ?? 0])).toEqual([
      ['regionId', 'All markets', 0],
      ['routeId', 'All', 3],
    ]);
    expect((route.view.cards[1] as Chart).inputs).toEqual(['regionId', 'routeId']);
    expect((route.view.cards[2] as Chart).inputs).toEqual(['regionId']);
  });

  it('report an all on an input a call requires, and a series drawn for a picker or a value the page does not have', () => {
    const root = copySpec();
    editYaml(root, WALK, (d) => {
      const chart = d.routes.index.view.chart;
      chart.pickers.push({
        param: 'walkQuantityDate',
        label: { en: 'Month', zh: '月份' },
        recent: { months: 12, start: 0 },
        all: { en: 'All', zh: '全部' },
        testId: 'm',
      });
      chart.cards.push({
        title: { en: 'M', zh: '月' },
        call: 'walkQuantity.monthChain',
        rows: 'regions',
        table: { rowTestId: 'r', columns: [{ field: 'regionId', label: { en: 'R', zh: '区' } }] },
      });
      chart.cards[1].chart.series[0].only = { param: 'route', values: ['1'] };
      chart.cards[1].chart.series[1].only.values = ['', '4'];
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${at}/cards/3/call: endpoint "walkQuantity.monthChain" requires input "walkQuantityDate", which the picker's all leaves out`);
    expect(problems).toContain(`${at}/cards/1/chart/series/0/only/param: names "route", which no picker sets`);
    expect(problems).toContain(`${at}/cards/1/chart/series/1/only/values/1: "4" is none of the values of picker "routeId" ("", "1", "2", "3")`);
  });
});

describe('the agent stock page (decision 0155)', () => {
  const file = 'spec/pages/agent.yaml';
  const at = `${file}: /routes/inventory/view/chart`;

  it('reads a month stepper up to this month, a tile shown only when a field is filled and YYYY-MM months by name', () => {
    const route = model.routes.find((r) => r.id === 'agent/inventory')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.pickers[0]).toMatchObject({ param: 'storeMonth', recent: { months: 36, start: 0 } });
    const tiles = (route.view.cards[0] as Chart).figures as Chart[];
    expect(tiles.find((t) => t.testId === 'inventory-peak')).toMatchObject({ filled: 'seasonPeakMonth', note: { en: 'in {seasonPeakMonth:month}' } });
  });

  it("reports a tile's filled field the reply lacks, and refuses unknown tile keys", () => {
    const problems = chartProblemsAfter(file, 'inventory', (c) => {
      c.cards[0].figures[6].filled = 'peakMonth';
    });
    expect(problems).toContain(
      `${at}/cards/0/figures/6/filled: names field "peakMonth", which the reply of "coldStorageInventory.regionDigestion" do not have`,
    );
    const unknown = chartProblemsAfter(file, 'inventory', (c) => {
      c.cards[0].figures[5].shownWhen = 'stores';
    });
    expect(unknown.some((p) => p.includes('/cards/0/figures/5') && p.includes('shownWhen'))).toBe(true);
  });

  it("names a table column's codes from a dictionary or the divisions, and reports a code field the rows lack or an unknown source", () => {
    const route = model.routes.find((r) => r.id === 'agent/inventory')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    const columns = (route.view.cards as readonly Chart[]).slice(1).map((c) => c.table.columns[0].names);
    expect(columns).toEqual([{ code: 'key', from: 'goodsCategory' }, { code: 'key', from: 'places' }, undefined]);
    const problems = chartProblemsAfter(file, 'inventory', (c) => {
      c.cards[1].table.columns[0].names = { code: 'goodsId', from: 'goodsCategory' };
      c.cards[2].table.columns[0].names = { code: 'key', from: 'counties' };
    });
    expect(problems).toContain(`${at}/cards/1/table/columns/0/names/code: names field "goodsId", which the rows of "byCategory" do not have`);
    expect(problems).toContain(`${at}/cards/2/table/columns/0/names/from: names "counties", which is neither places nor a dictionary spec/dicts.yaml defines`);
    const unknown = chartProblemsAfter(file, 'inventory', (c) => {
      c.cards[1].table.columns[0].names.dict = 'goodsCategory';
    });
    expect(unknown.some((p) => p.includes('/cards/1/table/columns/0/names') && p.includes('dict'))).toBe(true);
  });
});
