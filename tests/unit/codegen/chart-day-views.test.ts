import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { chartProblemsAfter, repoRoot } from './helpers.ts';

// A chart view over one quotation day (decision 0148): the market overview of the official prices.
const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const FILE = 'spec/pages/garlic-price.yaml';
const ROUTE = 'garlic-info';
const AT = `${FILE}: /routes/${ROUTE}/view/chart`;
type Chart = Record<string, any>;

const problemsAfter = (edit: (chart: Chart) => void, file = FILE, route = ROUTE) => chartProblemsAfter(file, route, edit);

describe('chart views of a day', () => {
  it('declare the market overview: a day picker, cards keeping the headline rows, tables whose rows open the price page', () => {
    const route = model.routes.find((r) => r.id === `garlic-price/${ROUTE}`)!;
    if (route.view.kind !== 'chart') throw new Error('not a chart view');
    expect(route.view.call).toBe('priceAnalyse.day');
    // The input takes YYYYMMDD: codegen says so from its pattern.
    expect(route.view.pickers[0]!.day).toEqual({ date: 'priceDate', previous: 'previousBatchNum', next: 'nextBatchNum', compact: true });
    const cards = route.view.cards.flatMap((c) => ('widget' in c || 'figures' in c ? [] : [c]));
    expect(cards.map((c) => c.where ?? '-')).toEqual(['headline', 'headline', '-']);
    expect(cards[0]!.chart?.xDict).toBe('region');
    expect(cards[2]!.table).toMatchObject({
      sections: 'regionId',
      sectionsDict: 'region',
      link: { route: 'garlic-price/garlic-price', params: ['regionId', 'goodsId'] },
    });
  });

  it('report a day picker on a required input, on a reply without its fields, on an input that takes no day', () => {
    expect(problemsAfter((c) => (c.pickers[0].day.previous = 'earlierBatch'))).toContain(
      `${AT}/pickers/0/day/previous: names field "earlierBatch", which the reply of "priceAnalyse.day" does not have`,
    );
    expect(problemsAfter((c) => (c.pickers[0].day.date = 'rows'))).toContain(
      `${AT}/pickers/0/day/date: field "rows" of the reply of "priceAnalyse.day" is not text`,
    );
    const required = problemsAfter(
      (c) => {
        const picker = c.pickers[0];
        delete picker.months;
        delete picker.latest;
        picker.day = { date: 'month', previous: 'month', next: 'month' };
      },
      'spec/pages/export-statistics.yaml',
      'history-export-statistics-detail4same',
    );
    const SAME = 'spec/pages/export-statistics.yaml: /routes/history-export-statistics-detail4same/view/chart/pickers/0/day';
    expect(required).toContain(
      `${SAME}: endpoint "exportQuantity.getMonthQuantity" requires input "month": a day picker leaves it out until the reader picks a day`,
    );
    expect(required).toContain(`${SAME}: input "month" does not take a day as YYYY-MM-DD or YYYYMMDD`);
  });

  it('report a where that is not a boolean of the rows, link params and sections the rows lack, a link to no route', () => {
    const problems = problemsAfter((c) => {
      c.cards[0].where = 'avgPrice';
      c.cards[1].where = 'lead';
      c.cards[1].table.link.params[1] = 'varietyId';
      c.cards[2].table.sections = 'market';
      c.cards[2].table.link.route = 'garlic-price/garlic-prices';
    });
    expect(problems).toContain(`${AT}/cards/0/where: field "avgPrice" of the rows of "rows" is not a boolean`);
    expect(problems).toContain(`${AT}/cards/1/where: names field "lead", which the rows of "rows" do not have`);
    expect(problems).toContain(`${AT}/cards/1/table/link/params/1: names field "varietyId", which the rows of "rows" do not have`);
    expect(problems).toContain(`${AT}/cards/2/table/sections: names field "market", which the rows of "rows" do not have`);
    expect(problems.some((p) => p.startsWith(`${FILE}: /routes/${ROUTE}/view/chart/cards/2/table/link/route`))).toBe(true);
  });

  it('refuse unknown keys of a day picker and a row link', () => {
    expect(problemsAfter((c) => (c.pickers[0].day.today = true)).join('\n')).toMatch(/pickers\/0\/day/);
    expect(problemsAfter((c) => (c.cards[1].table.link.query = 'x')).join('\n')).toMatch(/cards\/1\/table\/link/);
  });
});
