import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { copySpec, editYaml, problemsOf, repoRoot } from './helpers.ts';

describe('manifest validation', () => {
  it('accepts the real spec', () => {
    expect(problemsOf(repoRoot)).toEqual([]);
  });

  it.each([
    [
      'an unknown key',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.add.colour = 'red'),
      'spec/endpoints/buy-sell.yaml: /calls/add: unknown key "colour"',
    ],
    ['a wrong type', 'spec/app.yaml', (d: any) => (d.pageSize = 'twenty'), 'spec/app.yaml: /pageSize: expected integer'],
    [
      'a bad enum value',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.add.method = 'PUT'),
      'spec/endpoints/buy-sell.yaml: /calls/add/method: expected one of ["GET","POST","QUERY"]',
    ],
    [
      'a missing key',
      'spec/entities/buy-sell.yaml',
      (d: any) => delete d.fields.price.label,
      'spec/entities/buy-sell.yaml: /fields/price: missing required key "label"',
    ],
    [
      'a page naming an endpoint that does not exist',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['sale-list'].view.list.endpoint = 'buySell.findEverything'),
      'spec/pages/transaction.yaml: /routes/sale-list/view/list/endpoint: names endpoint "buySell.findEverything", which spec/endpoints/ does not define',
    ],
    [
      'a filter the call does not take',
      'spec/pages/transaction.yaml',
      (d: any) => d.routes['sale-list'].view.list.filters.push('contactPhone'),
      'spec/pages/transaction.yaml: /routes/sale-list/view/list: filter "contactPhone" is not an input of endpoint "buySell.findByPage"',
    ],
    [
      'an unknown dictionary',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.specsId.dict = 'sizes'),
      'spec/entities/buy-sell.yaml: /fields/specsId/dict: names dictionary "sizes", which spec/dicts.yaml does not define',
    ],
    [
      'a template naming a missing field',
      'spec/items/trade.yaml',
      (d: any) => (d.tradePost.title = '{{colour}}'),
      'spec/items/trade.yaml: /tradePost/title: template names field "colour", which entity "buySell" does not have',
    ],
    [
      'a link to a missing route',
      'spec/items/trade.yaml',
      (d: any) => (d.tradePost.link = 'transaction/nowhere'),
      'spec/items/trade.yaml: /tradePost/link: names route "transaction/nowhere", which spec/pages/ does not define',
    ],
    [
      'a tab to a missing route',
      'spec/app.yaml',
      (d: any) => (d.tabBar[1].route = '/pages/nowhere'),
      'spec/app.yaml: /tabBar/1/route: names route path /pages/nowhere, which spec/pages/ does not define',
    ],
    [
      'a division picker naming a field the call does not take',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.divisions.goodsOrigin.county.code = 'goodsCountyCode'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/divisions/goodsOrigin/county/code: field "goodsCountyCode" is not an input of endpoint "buySell.add"',
    ],
    [
      'a division picker level holding a number field',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-edit'].view.form.divisions.goodsOrigin.province = 'price'),
      'spec/pages/transaction.yaml: /routes/transaction-edit/view/form/divisions/goodsOrigin/province: field "price" must be a string to hold a division code',
    ],
    [
      'a division picker filling one field twice',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.divisions.goodsOrigin.street.name = 'goodsProvince'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/divisions/goodsOrigin/street/name: field "goodsProvince" is already filled by goodsOrigin/province',
    ],
    [
      'a division level that does not exist',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.divisions.goodsOrigin.village = 'goodsTownshipCode'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/divisions/goodsOrigin: unknown key "village"',
    ],
    [
      'a fixed condition on a missing field',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.findByPage.where = { colour: 'red' }),
      'spec/endpoints/buy-sell.yaml: /calls/findByPage/where/colour: names field "colour", which entity "buySell" does not have',
    ],
    [
      'a fixed condition outside its values',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.findByPage.where = { buySellStatus: '9' }),
      'spec/endpoints/buy-sell.yaml: /calls/findByPage/where/buySellStatus: "9" is not one of the field\'s values 2, 3',
    ],
    [
      'a fixed condition that is also a filter',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.findByPage.where = { transactionType: '1' }),
      'spec/endpoints/buy-sell.yaml: /calls/findByPage/where/transactionType: "transactionType" is both a fixed condition and a filter',
    ],
    [
      'a fixed condition on a call that is not a page',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.getById.where = { transactionType: '1' }),
      'spec/endpoints/buy-sell.yaml: /calls/getById: has a key this operation does not take',
    ],
    [
      'a custom call without a handler',
      'spec/endpoints/dict-item.yaml',
      (d: any) => delete d.calls.getDictItemByDictCode.handler,
      'spec/endpoints/dict-item.yaml: /calls/getDictItemByDictCode: missing required key "handler"',
    ],
    [
      'a paged custom call that answers no array',
      'spec/endpoints/export-quantity.yaml',
      (d: any) => (d.calls.getHistoryQuantity.output = { $ref: '#/$defs/exportHistoryYear' }),
      'spec/endpoints/export-quantity.yaml: /calls/getHistoryQuantity/output: a paged call answers an array of rows (type: array)',
    ],
    [
      'a page size on a call that is not paged',
      'spec/endpoints/export-quantity.yaml',
      (d: any) => (d.calls.getMonthList.pageSize = 4),
      'spec/endpoints/export-quantity.yaml: /calls/getMonthList: has a key this operation does not take',
    ],
    [
      'a list of a call that is neither paged nor an array of rows',
      'spec/pages/export-statistics.yaml',
      (d: any) => (d.routes['history-export-statistics-list'].view.list.endpoint = 'exportQuantity.getMonthQuantity'),
      'spec/pages/export-statistics.yaml: /routes/history-export-statistics-list/view/list/endpoint: endpoint "exportQuantity.getMonthQuantity" is not a list (op: page, op: custom with paged: true, or a reply that is an array of rows)',
    ],
    [
      'a reply-shape item keyed by a missing field',
      'spec/items/export.yaml',
      (d: any) => (d.exportHistoryYear.key = 'exportYear'),
      'spec/items/export.yaml: /exportHistoryYear/key: names field "exportYear", which schema "exportHistoryYear" does not have',
    ],
    [
      'a reply-shape item naming a missing field',
      'spec/items/export.yaml',
      (d: any) => (d.exportHistoryYear.lines = ["{{unit 'tonnes'}}"]),
      'spec/items/export.yaml: /exportHistoryYear/lines/0: template names field "tonnes", which schema "exportHistoryYear" does not have',
    ],
    [
      'an item of an unknown reply shape',
      'spec/items/export.yaml',
      (d: any) => (d.exportHistoryYear.schema = 'exportYears'),
      'spec/items/export.yaml: /exportHistoryYear/schema: names schema "exportYears", which spec/schemas/ does not define as an object with properties',
    ],
    [
      'a filter that is not an input of a list of reply-shape rows',
      'spec/pages/export-statistics.yaml',
      (d: any) => (d.routes['history-export-statistics-list'].view.list.filters = ['year']),
      'spec/pages/export-statistics.yaml: /routes/history-export-statistics-list/view/list: filter "year" is not an input of endpoint "exportQuantity.getHistoryQuantity"',
    ],
    [
      'a suspend action whose call takes no reason',
      'spec/pages/admin.yaml',
      (d: any) => (d.routes.users.view.list.suspend.lift = 'adminUsers.findByPage'),
      'spec/pages/admin.yaml: /routes/users/view/list/suspend/lift: names "adminUsers.findByPage", which takes no reason',
    ],
    [
      'a table another entity owns',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.table = 'broker'),
      'spec/entities/buy-sell.yaml: /table: table "broker" belongs to entity "broker" (spec/entities/broker.yaml)',
    ],
    [
      'an entity name another entity owns',
      'spec/entities/cold-storage-rent.yaml',
      (d: any) => (d.name = 'broker'),
      'spec/entities/cold-storage-rent.yaml: /name: entity name "broker" belongs to entity "broker" (spec/entities/broker.yaml)',
    ],
    [
      'an id another entity owns',
      'spec/entities/buy-sell.yaml',
      (d: any) => ((d.fields.brokerId = d.fields.buySellId), delete d.fields.buySellId, (d.id = 'brokerId')),
      'spec/entities/buy-sell.yaml: /id: id "brokerId" belongs to entity "broker" (spec/entities/broker.yaml)',
    ],
    [
      "a fixed list parameter outside the field's values",
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['buy-list'].view.list.params.transactionType = '7'),
      'spec/pages/transaction.yaml: /routes/buy-list/view/list/params/transactionType: "7" is not one of ["1","2"] (input "transactionType" of endpoint "buySell.findByPage")',
    ],
    [
      'a fixed list parameter the call does not take',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['buy-list'].view.list.params.colour = 'red'),
      'spec/pages/transaction.yaml: /routes/buy-list/view/list/params/colour: parameter "colour" is not an input of endpoint "buySell.findByPage"',
    ],
    [
      'a fixed list parameter of the wrong type',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['buy-list'].view.list.params.transactionType = 1),
      'spec/pages/transaction.yaml: /routes/buy-list/view/list/params/transactionType: 1 must be string (input "transactionType" of endpoint "buySell.findByPage")',
    ],
    [
      'a misspelt prefill',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.prefil = { contacts: 'user.nickname' }),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form: unknown key "prefil"',
    ],
    [
      'a prefill of a field the form does not have',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.prefill.colour = 'user.phone'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/prefill/colour: field "colour" is not one of the form\'s fields',
    ],
    [
      'a prefill source that does not exist',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.prefill.contacts = 'user.colour'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/prefill/contacts: expected one of ["user.phone","user.nickname","user.regionId","user.describe","user.avatar"]',
    ],
    [
      'a misspelt ui key',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.ui.transactionType.widgt = 'radio'),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/ui/transactionType: unknown key "widgt"',
    ],
    [
      'a ui entry for a field the form does not have',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.ui.colour = { widget: 'radio' }),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/ui/colour: field "colour" is not one of the form\'s fields',
    ],
    [
      'a misspelt action key',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-detail'].view.detail.actions[1].ownr = true),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/detail/actions/1: unknown key "ownr"',
    ],
    [
      'a misspelt then key',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-add'].view.form.then.replce = true),
      'spec/pages/transaction.yaml: /routes/transaction-add/view/form/then: unknown key "replce"',
    ],
    [
      'a minimum above the maximum',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.price.minimum = 200000),
      'spec/entities/buy-sell.yaml: /fields/price/minimum: minimum 200000 is above maximum 100000: no value could be stored',
    ],
    [
      'a minLength above the maxLength',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.contacts.minLength = 30),
      'spec/entities/buy-sell.yaml: /fields/contacts/minLength: minLength 30 is above maxLength 20: no value could be stored',
    ],
    [
      'a minItems above the maxItems',
      'spec/entities/buy-sell.yaml',
      (d: any) => Object.assign(d.fields.fileInfoList, { minItems: 5, maxItems: 2 }),
      'spec/entities/buy-sell.yaml: /fields/fileInfoList/minItems: minItems 5 is above maxItems 2: no value could be stored',
    ],
    [
      "a default outside the field's values",
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.productType.default = '9'),
      'spec/entities/buy-sell.yaml: /fields/productType/default: default "9" breaks the field\'s own rule: is not one of ["1","2","3"]',
    ],
    [
      "a default outside the field's range",
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.minTrading.default = -5),
      "spec/entities/buy-sell.yaml: /fields/minTrading/default: default -5 breaks the field's own rule: must be >= 0",
    ],
    [
      'two routes with one path',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['buy-list'].path = d.routes['sale-list'].path),
      'spec/pages/transaction.yaml: /routes: path /pages/transaction/sale-list is already declared by route transaction/buy-list',
    ],
    [
      'a template naming an unknown helper',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['transaction-detail'].view.detail.highlight = '{{numx price}}'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/detail/highlight: bad template: unknown helper "numx" (known: dict, enum, flag, label, unit, num, pct, money, short, ago, date, tr, labelled, place, month)',
    ],
    [
      'a description whose comma YAML read as a key',
      'spec/schemas/prices.yaml',
      (d: any) => (d.pricesQuote.properties.changeRate['one decimal'] = null),
      'spec/schemas/prices.yaml: /pricesQuote/properties/changeRate: unknown key "one decimal": not a JSON Schema keyword (a description with a comma or colon must be quoted)',
    ],
    [
      'a shared schema borrowing a field that does not exist',
      'spec/schemas/pioneer.yaml',
      (d: any) => (d.pioneerMine.allOf[1].properties.status = { $field: 'garlicPioneerUser.colour' }),
      'spec/schemas/pioneer.yaml: /pioneerMine: $field "garlicPioneerUser.colour" names no entity field',
    ],
  ])('reports %s with file, key path and expectation', (_name, file, edit, expected) => {
    const root = copySpec();
    editYaml(root, file, edit);
    expect(problemsOf(root)).toContain(expected);
  });

  it('reports an item template or a schema declared in two files', () => {
    const root = copySpec();
    writeFileSync(`${root}/spec/items/zz-copy.yaml`, readFileSync(`${root}/spec/items/trade.yaml`));
    writeFileSync(`${root}/spec/schemas/zz-copy.yaml`, 'dayCount: { type: object }\n');
    const problems = problemsOf(root);
    expect(problems).toContain('spec/items/zz-copy.yaml: /tradePost: item template "tradePost" is already declared in spec/items/trade.yaml');
    expect(problems).toContain('spec/schemas/zz-copy.yaml: /dayCount: schema "dayCount" is already declared in spec/schemas/trade.yaml');
  });

  it('gives a paged custom call the paging inputs of a generic one', async () => {
    const { operations } = await import('../../../generated/operations.ts');
    const openapi = (await import('../../../generated/openapi.json', { with: { type: 'json' } })).default as any;
    expect(operations['exportQuantity.getHistoryQuantity']).toMatchObject({
      op: 'custom',
      paged: true,
      pageSize: 4,
      keys: { rows: 'data', total: 'totalCount' },
    });
    const params = openapi.paths['/v1/export-quantity/getHistoryQuantity'].get.parameters.map((p: any) => [p.name, p.schema.default, p.schema.maximum]);
    expect(params).toEqual([
      ['page', 1, 100000],
      ['pageSize', 4, 100],
    ]);
  });

  it('reports invalid YAML with the file', () => {
    const root = copySpec();
    writeFileSync(`${root}/spec/app.yaml`, 'name: [unclosed');
    expect(problemsOf(root)[0]).toMatch(/^spec\/app\.yaml: \(root\): invalid YAML/);
  });
});
