import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { emitDetails } from '../../../codegen/emit/registries.ts';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

type Routes = { routes: Record<string, { view: Record<string, unknown> }> };
const FILE = 'spec/pages/famous-person.yaml';
const AT = `${FILE}: /routes/article-detail/view/detail`;

/** A copy of spec/ whose article page reads garlicPioneerArticle.detail's reply as a detail view, changed by edit. */
function withArticleDetail(edit: (detail: Record<string, unknown>) => void = () => {}): string {
  const root = copySpec();
  editYaml(root, FILE, (d: Routes) => {
    const detail: Record<string, unknown> = {
      endpoint: 'garlicPioneerArticle.detail',
      schema: 'pioneerArticleDetail',
      key: 'id',
      heading: '{{title}}',
      meta: "{{dict 'varieties' goodsId}} · {{ago publishTime}}",
      body: 'content',
      fields: ['summary'],
      images: 'imgFiles',
    };
    edit(detail);
    d.routes['article-detail']!.view = { detail };
  });
  return root;
}

describe('detail views over a reply schema', () => {
  it('read the fields of the schema, through its allOf parts, keyed by key', () => {
    const root = withArticleDetail();
    expect(problemsOf(root)).toEqual([]);
    const model = buildModel(loadSpec(join(root, 'spec'), root));
    const view = model.routes.find((r) => r.id === 'famous-person/article-detail')!.view;
    expect(view).toMatchObject({ kind: 'detail', schema: 'pioneerArticleDetail', key: 'id', interactions: false });
    expect(emitDetails(model)).toContain('entity: {"name":"","id":"id"},');
  });

  it('report a schema spec/schemas does not define, with file and key path', () => {
    const root = withArticleDetail((v) => (v.schema = 'noSuchShape'));
    expect(problemsOf(root)).toContain(`${AT}/schema: names schema "noSuchShape", which spec/schemas/ does not define as an object with properties`);
  });

  it('report a schema that is not the reply of the endpoint', () => {
    const root = withArticleDetail((v) => (v.schema = 'pioneerArticleCard'));
    expect(problemsOf(root)).toContain(`${AT}/schema: names schema "pioneerArticleCard", which is not the reply of endpoint "garlicPioneerArticle.detail"`);
  });

  it('need key with schema', () => {
    const root = withArticleDetail((v) => delete v.key);
    expect(problemsOf(root)).toContain(`${AT}: a detail view with schema needs key, the reply field that names the record`);
  });

  it('refuse key without schema', () => {
    const root = withArticleDetail((v) => delete v.schema);
    expect(problemsOf(root)).toContain(`${AT}/key: key names the id field of a schema: give schema too`);
  });

  it('report a key the schema does not have', () => {
    const root = withArticleDetail((v) => (v.key = 'articleId'));
    expect(problemsOf(root)).toContain(`${AT}/key: names field "articleId", which schema "pioneerArticleDetail" does not have`);
  });

  it('report a key that is not an input of the endpoint', () => {
    const root = withArticleDetail((v) => (v.key = 'goodsId'));
    expect(problemsOf(root)).toContain(`${AT}/key: field "goodsId" is not an input of endpoint "garlicPioneerArticle.detail"`);
  });

  it('report a listed field, body or image field the schema does not have', () => {
    const root = withArticleDetail((v) => {
      v.fields = ['summary', 'price'];
      v.body = 'text';
      v.images = ['photos'];
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${AT}/fields/1: names field "price", which schema "pioneerArticleDetail" does not have`);
    expect(problems).toContain(`${AT}/body: names field "text", which schema "pioneerArticleDetail" does not have`);
    expect(problems).toContain(`${AT}/images/0: names field "photos", which schema "pioneerArticleDetail" does not have`);
  });

  it('check the templates against the schema', () => {
    const root = withArticleDetail((v) => (v.heading = '{{headline}}'));
    expect(problemsOf(root).some((p) => p.startsWith(`${AT}/heading:`) && p.includes('headline'))).toBe(true);
  });

  it('refuse interactions and the entity-row actions on a reply', () => {
    const root = withArticleDetail((v) => {
      v.interactions = true;
      v.actions = [{ action: 'delete', endpoint: 'garlicPioneerArticle.delete', owner: true }];
    });
    const problems = problemsOf(root);
    expect(problems).toContain(`${AT}/interactions: a reply of schema "pioneerArticleDetail" takes no interactions: only an entity's row does`);
    expect(problems).toContain(`${AT}/actions/0/action: action "delete" works on an entity's row, not on a reply of schema "pioneerArticleDetail"`);
  });
});
