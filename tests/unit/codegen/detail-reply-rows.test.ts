import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';
import { afterSubmit } from '../../../src/web/views/form-data.ts';
import { detailViews } from '../../../generated/details.ts';

type Detail = Record<string, unknown> & { actions: Record<string, unknown>[]; chips: Record<string, unknown>[] };
type Routes = { routes: Record<string, { view: { detail: Detail; form: Record<string, unknown> & { then: Record<string, unknown> } } }> };
const FILE = 'spec/pages/cold-storage-apply.yaml';
const AT = `${FILE}: /routes/cold-storage-detail/view/detail`;

/** The problems of a spec copy whose cold-store detail (a map entry's reply) or add form is changed by edit. */
function problemsWith(edit: (routes: Routes['routes']) => void): string[] {
  const root = copySpec();
  editYaml(root, FILE, (d: Routes) => edit(d.routes));
  return problemsOf(root);
}
const detail = (routes: Routes['routes']) => routes['cold-storage-detail']!.view.detail;

describe('a detail view over a reply: open actions, a highlight condition, a map, chip colours (decision 0150)', { timeout: 30_000 }, () => {
  it('needs an open action to name its route and label', () => {
    const problems = problemsWith((r) => {
      delete detail(r).actions[2]!.route;
      delete detail(r).actions[2]!.label;
    });
    expect(problems).toContain(`${AT}/actions/2: an open action needs route, the page it opens`);
    expect(problems).toContain(`${AT}/actions/2: an open action needs label, its button text`);
  });

  it('refuses a label on an action that is neither run nor open', () => {
    const problems = problemsWith((r) => (detail(r).actions[1]!.label = { en: 'Go', zh: '去' }));
    expect(problems).toContain(`${AT}/actions/1/label: only a run action takes label`);
  });

  it('checks the highlight condition against the row', () => {
    const problems = problemsWith((r) => (detail(r).highlightWhen = { field: 'certifiedKind', is: 'auth' }));
    expect(problems).toContain(`${AT}/highlightWhen/field: names field "certifiedKind", which schema "coldStorageMapEntry" does not have`);
  });

  it("checks a reply's map fields: present, numbers and a string", () => {
    const problems = problemsWith((r) => (detail(r).map = { latitude: 'lat', longitude: 'name', address: 'capacity' }));
    expect(problems).toContain(`${AT}/map/latitude: names field "lat", which schema "coldStorageMapEntry" does not have`);
    expect(problems).toContain(`${AT}/map/longitude: field "name" is not a number field`);
    expect(problems).toContain(`${AT}/map/address: field "capacity" is not a string field`);
  });

  it('refuses a chip colour or an action colour it does not know', () => {
    const problems = problemsWith((r) => {
      detail(r).chips[0]!.color = 'green';
      detail(r).actions[2]!.color = 'orange';
    });
    expect(problems.some((p) => p.startsWith(`${AT}/chips/0/color`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${AT}/actions/2/color`))).toBe(true);
  });

  it('checks the fields an x-place names against the reply', () => {
    const root = copySpec();
    editYaml(root, 'spec/schemas/cold-storage.yaml', (d: Record<string, { properties: Record<string, Record<string, unknown>> }>) => {
      d.coldStorageMapEntry!.properties.countyCode!['x-place'] = ['provinceCode', 'province', 'countyCode', 'countyName'];
    });
    expect(problemsOf(root)).toContain(`${AT}/fields/8: x-place of "countyCode" names field "countyName", which schema "coldStorageMapEntry" does not have`);
  });

  it('gives a listed array of a reply shape the labelled columns of its items', () => {
    const views = detailViews['agent/inventory-detail'].fieldViews as Record<string, { items?: Record<string, Record<string, unknown>> }>;
    expect(Object.keys(views.thatMonthCategoryList!.items!)).toEqual(['coldStorageCategoryId', 'hole', 'capacity']);
    expect(views.thatMonthCategoryList!.items!.coldStorageCategoryId).toMatchObject({ dict: 'goodsCategory' });
    expect(detailViews['agent/inventory-detail'].dicts).toContain('goodsCategory');
  });

  it("gives a reply's listed fields their dictionary, place and number type", () => {
    const views = detailViews['cold-storage-apply/cold-storage-detail'].fieldViews as Record<string, Record<string, unknown>>;
    expect(views.goodsCategoryIdList).toMatchObject({ dict: 'goodsCategory' });
    expect(views.countyCode).toMatchObject({ place: ['provinceCode', 'province', 'cityCode', 'city', 'countyCode', 'county'] });
    expect(views.capacity).toMatchObject({ type: 'number', unit: { en: 't', zh: '吨' } });
  });
});

describe("a form's then.param", { timeout: 30_000 }, () => {
  it('needs the route it names a parameter of', () => {
    const problems = problemsWith((r) => delete r.add!.view.form.then.route);
    expect(problems).toContain(`${FILE}: /routes/add/view/form/then/param: param names the parameter of the route then opens: give route too`);
  });

  it('carries the new record id under that parameter', () => {
    const next = afterSubmit(
      { route: 'cold-storage-apply/cold-storage-detail', param: 'coldStorageAuthId' },
      { coldStorageApplyId: 'a7' },
      { idField: 'coldStorageApplyId' },
    );
    expect(next).toMatchObject({ kind: 'go', to: expect.stringContaining(encodeURIComponent('{"coldStorageAuthId":"a7"}')) });
  });
});
