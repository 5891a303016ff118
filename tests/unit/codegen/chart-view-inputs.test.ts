import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { chartProblemsAfter, repoRoot } from './helpers.ts';

// Chart views with inputs made of pickers and chips from a call that takes the pickers before it (decision 0151):
// the monthly exports page.
const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/export-statistics.yaml';
const ROUTE = 'history-export-statistics-detail4month';
const AT = `${FILE}: /routes/${ROUTE}/view/chart`;
type Chart = Record<string, any>;

const problemsAfter = (edit: (chart: Chart) => void) => chartProblemsAfter(FILE, ROUTE, edit);

describe('chart views with page inputs and dependent options (decision 0151)', { timeout: 30_000 }, () => {
  it('declare the monthly exports page: month chips of the chosen year, a YYYY-MM input of the two', () => {
    const route = model.routes.find((r) => r.id === `export-statistics/${ROUTE}`)!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.inputs).toEqual([{ param: 'exportMonth', year: 'year', month: 'month' }]);
    // The month chips' call takes the year picker before it; the detail cards take the joined month.
    expect(route.view.pickers[1]!.options?.inputs).toEqual(['year']);
    expect(route.view.pickers[0]!.options?.inputs).toBeUndefined();
    const inputs = route.view.cards.map((c) => ('widget' in c ? undefined : c.inputs));
    expect(inputs).toEqual([['year'], ['year'], ['exportMonth'], ['exportMonth'], ['exportMonth']]);
  });

  it("declare the monthly stock page: the season chips' value goes to the month list as its year", () => {
    const route = model.routes.find((r) => r.id === 'inventory/history-inventory-detailForMonth')!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.inputs).toEqual([{ param: 'year', from: 'seasonYear' }]);
    expect(route.view.pickers[1]!.options?.inputs).toEqual(['year']);
    expect(route.view.cards.map((c) => ('widget' in c ? undefined : c.inputs))).toEqual([['year'], ['year'], ['month'], ['month']]);
  });

  it('report an input a picker sets itself, one no call takes, and pickers it names that the page lacks', () => {
    const problems = problemsAfter((c) => {
      c.inputs = [
        { param: 'year', from: 'month' },
        { param: 'season', from: 'month' },
        { param: 'exportMonth', year: 'calendarYear', month: 'month' },
      ];
    });
    expect(problems).toContain(`${AT}/inputs/0/param: "year" is a picker's param: the picker sets it itself`);
    expect(problems.some((p) => p.startsWith(`${AT}/inputs/1/param: "season" is not an input of any call of the page (`))).toBe(true);
    expect(problems).toContain(`${AT}/inputs/2/year: names "calendarYear", which no picker sets`);
  });

  it('report a year and month joined into an input that takes no text', () => {
    const problems = problemsAfter((c) => {
      c.pickers[0].param = 'season';
      c.inputs.push({ param: 'year', year: 'season', month: 'month' });
    });
    expect(problems).toContain(`${AT}/inputs/1/param: input "year" of endpoint "exportQuantity.getHistoryQuantityItem" does not take a YYYY-MM month`);
  });

  it('report options rows the reply lacks as a list, a filled field the rows lack, and a required input no picker before sets', () => {
    const rows = problemsAfter((c) => {
      c.pickers[1].options.rows = 'year';
    });
    expect(rows).toContain(
      `${AT}/pickers/1/options/rows: names field "year", which the reply of "exportQuantity.getHistoryQuantityItem" does not have as a list of rows`,
    );
    const filled = problemsAfter((c) => {
      c.pickers[1].options.filled = 'tonnes';
    });
    expect(filled).toContain(`${AT}/pickers/1/options/filled: names field "tonnes", which the rows of "exportQuantity.getHistoryQuantityItem" do not have`);
    // The month picker first: its call needs the year, which only a later picker sets.
    const order = problemsAfter((c) => {
      c.pickers.reverse();
    });
    expect(order).toContain(
      `${AT}/pickers/0/options/call: endpoint "exportQuantity.getHistoryQuantityItem" requires input "year", which no picker before this one sets`,
    );
  });

  it('report a card keeping filled rows of a field its rows lack', () => {
    const problems = problemsAfter((c) => {
      c.cards[1].filled = 'stockQuantity';
    });
    expect(problems).toContain(`${AT}/cards/1/filled: names field "stockQuantity", which the rows of the card do not have`);
  });

  it('refuse unknown keys, an input made of nothing, and an options format it does not write', () => {
    const problems = problemsAfter((c) => {
      c.inputs = [{ param: 'exportMonth', year: 'year', month: 'month', pad: 2 }, { param: 'exportMonth' }];
      c.pickers[1].options.format = 'weekday';
    });
    const at = (path: string) => problems.filter((p) => p.startsWith(`${AT}${path}`));
    expect(at('/inputs/0').some((p) => p.includes('unknown key "pad"'))).toBe(true);
    expect(at('/inputs/1').length).toBeGreaterThan(0);
    expect(at('/pickers/1/options/format').some((p) => p.includes('expected one of'))).toBe(true);
  });
});
