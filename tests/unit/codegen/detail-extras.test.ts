import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';
import { rowMatches, runInput } from '../../../src/web/views/detail-conditions.ts';

type Detail = Record<string, unknown> & { actions: Record<string, unknown>[] };
type Routes = { routes: Record<string, { view: { detail: Detail } }> };
const FILE = 'spec/pages/famous-person.yaml';
const AT = `${FILE}: /routes/article-detail/view/detail`;

/** The problems of a spec copy whose article page's detail view is changed by edit. */
function problemsWith(edit: (detail: Detail) => void): string[] {
  const root = copySpec();
  editYaml(root, FILE, (d: Routes) => edit(d.routes['article-detail']!.view.detail));
  return problemsOf(root);
}

describe('detail chips, notes, widgets and run actions', () => {
  it('report a condition on a field the row does not have, with file and key path', () => {
    const problems = problemsWith((v) => {
      (v.chips as Record<string, unknown>[])[1]!.when = { field: 'paid' };
      v.actions[1]!.when = [{ field: 'mine' }, { field: 'draft', is: true }];
    });
    expect(problems).toContain(`${AT}/chips/1/when/field: names field "paid", which schema "pioneerArticleDetail" does not have`);
    expect(problems).toContain(`${AT}/actions/1/when/1/field: names field "draft", which schema "pioneerArticleDetail" does not have`);
  });

  it('check chip and note texts as templates of the row, in each language', () => {
    const problems = problemsWith((v) => ((v.notes as Record<string, Record<string, unknown>>[])[2]!.text!.zh = '订阅至{{date paidUntil}}'));
    expect(problems.some((p) => p.startsWith(`${AT}/notes/2/text/zh:`) && p.includes('paidUntil'))).toBe(true);
  });

  it('report a widget src/web/overrides/detail-widgets.ts does not give', () => {
    const problems = problemsWith((v) => ((v.widgets as Record<string, unknown>[])[0]!.widget = 'ArticleComments'));
    expect(problems).toContain(`${AT}/widgets/0/widget: names widget "ArticleComments", which src/web/overrides/detail-widgets.ts does not give`);
  });

  it('need a run action to name its call and its label', () => {
    const problems = problemsWith((v) => {
      delete v.actions[1]!.endpoint;
      delete v.actions[1]!.label;
    });
    expect(problems).toContain(`${AT}/actions/1: a run action needs endpoint, the call it makes`);
    expect(problems).toContain(`${AT}/actions/1: a run action needs label, its button text`);
  });

  it("report a run action's input the endpoint does not take, or a row field the row does not have", () => {
    const problems = problemsWith((v) => {
      v.actions[1]!.params = { isDraft: false, publishNow: true };
      v.actions[1]!.rowParams = { id: 'articleId' };
    });
    expect(problems).toContain(`${AT}/actions/1/params/publishNow: parameter "publishNow" is not an input of endpoint "garlicPioneerArticle.update"`);
    expect(problems).toContain(`${AT}/actions/1/rowParams/id: names field "articleId", which schema "pioneerArticleDetail" does not have`);
  });

  it('report an unknown endpoint of a run action', () => {
    const problems = problemsWith((v) => (v.actions[1]!.endpoint = 'garlicPioneerArticle.publish'));
    expect(problems).toContain(`${AT}/actions/1/endpoint: names endpoint "garlicPioneerArticle.publish", which spec/endpoints/ does not define`);
  });

  it('refuse the run keys on another action', () => {
    const problems = problemsWith((v) => (v.actions[0]!.then = 'famous-person/person-center'));
    expect(problems).toContain(`${AT}/actions/0/then: only a run action takes then`);
  });

  it('report a then route no manifest defines', () => {
    const problems = problemsWith((v) => (v.actions[4]!.then = 'famous-person/no-such-page'));
    expect(problems.some((p) => p.startsWith(`${FILE}: /routes/article-detail/view/detail/actions/4/then`) && p.includes('no-such-page'))).toBe(true);
  });
});

describe('row conditions', () => {
  const row = { mine: true, isDraft: false, status: '0', subscribedUntil: null, locked: 'true' };
  it('hold when truthy, equal, or the flag matches; all of them', () => {
    expect(rowMatches(undefined, row)).toBe(true);
    expect(rowMatches([{ field: 'mine' }], row)).toBe(true);
    expect(rowMatches([{ field: 'subscribedUntil' }], row)).toBe(false);
    expect(rowMatches([{ field: 'isDraft' }], row)).toBe(false);
    expect(rowMatches([{ field: 'isDraft', is: false }], row)).toBe(true);
    expect(rowMatches([{ field: 'locked', is: true }], row)).toBe(true);
    expect(rowMatches([{ field: 'status', is: '0' }], row)).toBe(true);
    expect(rowMatches([{ field: 'subscribedUntil', is: null }], row)).toBe(true);
    expect(rowMatches([{ field: 'mine' }, { field: 'status', is: '1' }], row)).toBe(false);
  });

  it("make a run action's input from its params and the row", () => {
    expect(runInput({ action: 'run', owner: false, params: { status: '1' }, rowParams: { id: 'articleId' } }, { articleId: 'a1' })).toEqual({
      status: '1',
      id: 'a1',
    });
  });
});
