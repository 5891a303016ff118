import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

const model = buildModel(loadSpec(`${repoRoot}spec`, repoRoot));
const op = (id: string) => model.operations.find((o) => o.id === id)!;

describe('list and money fields', () => {
  it('a list field takes distinct ids of its dictionary, with their names beside in the row', () => {
    const goodsIds = (op('garlicPioneerUser.add').input.properties as Record<string, Record<string, unknown>>).goodsIds!;
    expect(goodsIds).toMatchObject({
      type: 'array',
      uniqueItems: true,
      minItems: 1,
      maxItems: 8,
      'x-dict': 'varieties',
      items: { type: 'string', enum: ['1', '2', '3', '4', '5', '6', '7', '8'] },
    });
    const entity = model.entities.find((e) => e.name === 'garlicPioneerUser')!;
    expect(entity.fields.find((f) => f.name === 'goodsIds')!.nameField).toBe('goodsNames');
  });

  it('a money field is integer fen marked x-money', () => {
    const entity = model.entities.find((e) => e.name === 'garlicPioneerFeeModel')!;
    expect(entity.fields.find((f) => f.name === 'price')!.schema).toMatchObject({ type: 'integer', minimum: 100, 'x-money': true });
  });

  it('reports money on a field that is not an integer', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/buy-sell.yaml', (d) => (d.fields.price.money = true));
    expect(problemsOf(root)).toContain('spec/entities/buy-sell.yaml: /fields/price/money: money needs type integer (an amount in fen)');
  });
});

describe('custom paged calls', () => {
  it('take page and pageSize beside their own inputs and are paged', () => {
    const page = op('garlicPioneerUser.findByPage');
    expect(page.paged).toBe(true);
    expect(Object.keys(page.input.properties as object)).toEqual(['goodsId', 'regionId', 'role', 'subscribed', 'page', 'pageSize']);
    expect((page.input.properties as Record<string, { default?: number }>).pageSize!.default).toBe(10);
  });

  it('reports a paged call that does not answer an array', () => {
    const root = copySpec();
    writeFileSync(
      `${root}/spec/endpoints/zz-paged.yaml`,
      [
        'group: zzPaged',
        'prefix: /v1/zz',
        'label: { en: Z, zh: Z }',
        'calls:',
        '  list: { method: GET, path: /list, auth: public, op: custom, paged: true, handler: zz, output: { type: object } }',
        '',
      ].join('\n'),
    );
    expect(problemsOf(root)).toContain('spec/endpoints/zz-paged.yaml: /calls/list/output: a paged call answers an array of rows (type: array)');
  });

  it('keeps the keys beside a $field (a default for a new record only)', () => {
    const props = (id: string) => op(id).input.properties as Record<string, { default?: string }>;
    expect(props('garlicPioneerArticle.add').subscribeType!.default).toBe('1');
    expect(props('garlicPioneerArticle.update').subscribeType!.default).toBeUndefined();
  });
});

describe('form manifests', () => {
  it.each([
    [
      'a submit setting a field the call does not take',
      (d: any) => (d.routes['publish-article'].view.form.submits[0].set = { colour: 'red' }),
      '/routes/publish-article/view/form/submits/0/set: field "colour" is not an input of endpoint "garlicPioneerArticle.add"',
    ],
    [
      'a required field that is not on the form',
      (d: any) => (d.routes['person-edit'].view.form.required = ['role', 'nickname']),
      '/routes/person-edit/view/form/required/1: field "nickname" is not one of the form\'s fields',
    ],
    [
      'an edit call without a load call',
      (d: any) => delete d.routes['publish-article'].view.form.load,
      '/routes/publish-article/view/form/edit: edit needs load, the call that reads the record to edit',
    ],
  ])('reports %s', (_name, edit, expected) => {
    const root = copySpec();
    editYaml(root, 'spec/pages/famous-person.yaml', edit);
    expect(problemsOf(root)).toContain(`spec/pages/famous-person.yaml: ${expected}`);
  });

  it('reports an item template asking for the label of a missing field', () => {
    const root = copySpec();
    editYaml(root, 'spec/items/pioneer.yaml', (d) => (d.pioneerCard.meta = "{{label 'colour'}}"));
    expect(problemsOf(root)).toContain(
      'spec/items/pioneer.yaml: /pioneerCard/meta: template names field "colour", which entity "garlicPioneerUser" does not have',
    );
  });
});
