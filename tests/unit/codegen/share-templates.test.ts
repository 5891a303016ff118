import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

describe('codegen checks of share: templates', () => {
  const detail = (d: any) => d.routes['transaction-detail'].view;
  it.each([
    [
      'a field the row does not have',
      'spec/pages/transaction.yaml',
      (d: any) => (detail(d).share.title = '{{priceTag}}'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/share/title: template names field "priceTag", which entity "buySell" does not have',
    ],
    [
      'an unknown helper',
      'spec/pages/transaction.yaml',
      (d: any) => (detail(d).share.desc = '{{upper contacts}}'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/share/desc: bad template: unknown helper "upper" (known: dict, enum, flag, label, unit, num, pct, money, short, ago, date, tr, labelled, place, month)',
    ],
    [
      'an unknown key',
      'spec/pages/transaction.yaml',
      (d: any) => (detail(d).share.subtitle = 'x'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/share: unknown key "subtitle"',
    ],
    [
      'an image field that holds no file',
      'spec/pages/transaction.yaml',
      (d: any) => (detail(d).share.image = 'contacts'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/share/image: field "contacts" is not a file field',
    ],
    [
      'a field on a page without a row',
      'spec/pages/garlic-price.yaml',
      (d: any) => (d.routes['garlic-price'].view.share.title = { en: '{{price}} today', zh: '今日{{price}}' }),
      'spec/pages/garlic-price.yaml: /routes/garlic-price/view/share/title/en: template names field "price", but the page has no row to fill it (a detail view has one; a custom view names it with share.entity)',
    ],
    [
      'a share entity that does not exist',
      'spec/pages/garlic-price.yaml',
      (d: any) => (d.routes['garlic-price'].view.share.entity = 'garlicPrice'),
      'spec/pages/garlic-price.yaml: /routes/garlic-price/view/share/entity: names entity "garlicPrice", which spec/entities/ does not define',
    ],
    [
      'a share entity on a detail view',
      'spec/pages/transaction.yaml',
      (d: any) => (detail(d).share.entity = 'buySell'),
      'spec/pages/transaction.yaml: /routes/transaction-detail/view/share/entity: only a custom view names its share entity; a detail view fills the card from its own row, if it has one',
    ],
    [
      'a view of two kinds',
      'spec/pages/transaction.yaml',
      (d: any) => (d.routes['sale-list'].view.custom = 'SalePage'),
      'spec/pages/transaction.yaml: /routes/sale-list/view: a view takes one of custom, redirect, hub, chart, list, tabs, detail, form (besides share), not list and custom',
    ],
  ])(
    'refuses %s, naming the file and key path',
    (_, file, edit, problem) => {
      const root = copySpec();
      editYaml(root, file, edit);
      expect(problemsOf(root)).toContain(problem);
    },
    120_000,
  );

  it('takes a custom page whose share entity names the fields', () => {
    const root = copySpec();
    editYaml(
      root,
      'spec/pages/garlic-price.yaml',
      (d: any) => (d.routes['garlic-price'].view.share = { entity: 'price', title: '{{num avgPrice}} {{unit "avgPrice"}}' }),
    );
    expect(problemsOf(root)).toEqual([]);
  }, 120_000);
});
