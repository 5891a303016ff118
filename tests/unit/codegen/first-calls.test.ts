import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitRoutes } from '../../../codegen/emit/registries.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
type Route = { firstCalls: { call: string; input?: Record<string, unknown> }[] };
const homeOf = (d: { routes: Record<string, Route> }) => d.routes.home!;
const atHome = 'spec/pages/entry.yaml: /routes/home/firstCalls';

describe("a route's first calls", () => {
  it('are declared on the route and ride in the route table', () => {
    const home = model.routes.find((r) => r.id === 'entry/home')!;
    expect(home.firstCalls?.map((c) => c.call)).toContain('banner.getBannerByType');
    expect(home.firstCalls?.find((c) => c.call === 'banner.getBannerByType')?.input).toEqual({ bannerType: '1' });
    expect(emitRoutes(model)).toContain('"firstCalls": [');
  });

  it('refuse an endpoint spec/endpoints/ does not define, and a write', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => {
      homeOf(d).firstCalls[0]!.call = 'banner.noSuchCall';
      homeOf(d).firstCalls[1]!.call = 'feedback.add';
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${atHome}/0/call: names endpoint "banner.noSuchCall", which spec/endpoints/ does not define`);
    expect(problems).toContain(`${atHome}/1/call: endpoint "feedback.add" is a POST: only reads are fetched before a page asks`);
  });

  it('refuse an input the endpoint does not take, a value outside its rule, and a missing required input', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => {
      homeOf(d).firstCalls[0]!.input = { bannerType: '7' };
      homeOf(d).firstCalls[1]!.input = { colour: 'red' };
      homeOf(d).firstCalls.push({ call: 'banner.getBannerByType' });
    });
    const problems = problemsOf(root);
    expect(
      problems.some((p) => p.startsWith(`${atHome}/0/input/bannerType: "7" `) && p.includes('(input "bannerType" of endpoint "banner.getBannerByType")')),
    ).toBe(true);
    expect(problems).toContain(`${atHome}/1/input/colour: "colour" is not an input of endpoint "menu.info"`);
    expect(problems).toContain(`${atHome}/7/input: endpoint "banner.getBannerByType" requires input "bannerType"`);
  });

  it("preload the image a reply field names, and refuse a field the reply's rows lack or one that is not text", () => {
    const banners = model.routes.find((r) => r.id === 'entry/home')!.firstCalls!.find((c) => c.call === 'banner.getBannerByType');
    expect(banners?.preloadImage).toBe('imagePath');
    expect(emitRoutes(model)).toContain('"preloadImage": "imagePath"');
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => {
      (homeOf(d).firstCalls[0] as Record<string, unknown>).preloadImage = 'picture';
      (homeOf(d).firstCalls[1] as Record<string, unknown>).preloadImage = 'imagePath';
      homeOf(d).firstCalls.push({ call: 'banner.getBannerByType', input: { bannerType: '1' }, preloadImage: 'sort' } as Route['firstCalls'][number]);
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${atHome}/0/preloadImage: "picture" is not a field of the reply of endpoint "banner.getBannerByType" (or of its rows)`);
    expect(problems.some((p) => p.startsWith(`${atHome}/1/preloadImage: "imagePath" is not a field of the reply of endpoint "menu.info"`))).toBe(true);
    expect(problems).toContain(`${atHome}/7/preloadImage: field "sort" is not a string, so it holds no image path`);
  });

  it('refuse an unknown key', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/entry.yaml', (d) => ((homeOf(d).firstCalls[0] as Record<string, unknown>).params = { bannerType: '1' }));
    expect(problemsOf(root).some((p) => p.startsWith(`${atHome}/0`) && p.includes('params'))).toBe(true);
  });
});

describe("a list route's first page", () => {
  type ListRoute = { auth?: string; firstPage?: boolean; view: Record<string, unknown> };
  const at = (route: string) => `spec/pages/transaction.yaml: /routes/${route}/firstPage`;

  it("rides in the route table with the list's call, params, page size, key map and dictionaries", () => {
    expect(model.routes.find((r) => r.id === 'transaction/sale-list')?.firstPage).toBe(true);
    const table = emitRoutes(model);
    const start = table.indexOf('"id": "transaction/sale-list"');
    const entry = table.slice(start, table.indexOf('"id":', start + 10));
    expect(entry).toContain('"call": "buySell.findByPage"');
    expect(entry).toContain('"transactionType": "2"');
    expect(entry).toContain('"pageSize": 20');
    expect(entry.replace(/\s+/g, '')).toContain('"dicts":["region","specs","varieties"]');
  });

  it('is refused on a view that is not a list, on a route behind sign-in, and on a list with status tabs', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/transaction.yaml', (d: { routes: Record<string, ListRoute> }) => {
      d.routes.transaction!.firstPage = true;
      d.routes['sale-list']!.auth = 'login';
      (d.routes['buy-list']!.view.list as Record<string, unknown>).statusTabs = true;
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${at('transaction')}: only a list view has a first page, not a hub view`);
    expect(problems).toContain(`${at('sale-list')}: is fetched before anyone signs in: only a public route takes it, not auth login`);
    expect(problems.some((p) => p.startsWith(`${at('buy-list')}: a list with status tabs`))).toBe(true);
  });

  it('takes only true', () => {
    const root = copySpec();
    editYaml(
      root,
      'spec/pages/transaction.yaml',
      (d: { routes: Record<string, ListRoute> }) => ((d.routes['sale-list'] as Record<string, unknown>).firstPage = 'yes'),
    );
    expect(problemsOf(root).some((p) => p.startsWith(at('sale-list')))).toBe(true);
  });
});
