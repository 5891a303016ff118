import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';
import { fieldValueSchema } from '../../../codegen/build-entities.ts';
import type { DictModel } from '../../../codegen/model-types.ts';

const dicts = new Map<string, DictModel>([
  [
    'varieties',
    {
      code: 'varieties',
      label: { en: 'V', zh: '品种' },
      items: [
        { id: '1', en: 'a', zh: '甲' },
        { id: '2', en: 'b', zh: '乙' },
      ],
    },
  ],
]);
const label = { en: 'Goods', zh: '品种' };

describe('a list field (type: strings)', () => {
  it('is an array of unique strings: length bounds on the array, other bounds and choices on each item', () => {
    expect(fieldValueSchema({ type: 'strings', label, dict: 'varieties', minItems: 1, maxItems: 2 }, dicts)).toEqual({
      title: 'Goods',
      type: 'array',
      items: { type: 'string', enum: ['1', '2'] },
      uniqueItems: true,
      minItems: 1,
      maxItems: 2,
      'x-label': label,
      'x-dict': 'varieties',
    });
    expect(fieldValueSchema({ type: 'strings', label, maxLength: 10 }, dicts)).toMatchObject({ items: { type: 'string', maxLength: 10 } });
  });
});

describe('manifest checks of the engine keys the brokers use', () => {
  it.each([
    [
      'resetOnChange naming a missing field',
      'spec/entities/broker.yaml',
      (d: any) => d.resetOnChange.isAssociationAuth.push('nickname'),
      'spec/entities/broker.yaml: /resetOnChange/isAssociationAuth/3: names field "nickname", which the entity does not have',
    ],
    [
      'divisions naming a missing field',
      'spec/entities/broker.yaml',
      (d: any) => (d.divisions.city.code = 'cityId'),
      'spec/entities/broker.yaml: /divisions/city/code: names field "cityId", which the entity does not have',
    ],
    [
      'a detail photo block of a field that holds no files',
      'spec/pages/broker.yaml',
      (d: any) => d.routes['agent-detail'].view.detail.images.push('brokerName'),
      'spec/pages/broker.yaml: /routes/agent-detail/view/detail/images/3: field "brokerName" is not a file field',
    ],
    [
      'a detail badge naming a missing field',
      'spec/pages/broker.yaml',
      (d: any) => (d.routes['agent-detail'].view.detail.badge = "{{flag 'certified' certified}}"),
      'spec/pages/broker.yaml: /routes/agent-detail/view/detail/badge: template names field "certified", which entity "broker" does not have',
    ],
    [
      'a list add button to a missing route',
      'spec/pages/broker.yaml',
      (d: any) => (d.routes['my-agent-list'].view.list.add = 'broker/nowhere'),
      'spec/pages/broker.yaml: /routes/my-agent-list/view/list/add: names route "broker/nowhere", which spec/pages/ does not define',
    ],
  ])('reports %s', (_name, file, edit, expected) => {
    const root = copySpec();
    editYaml(root, file, edit);
    expect(problemsOf(root)).toContain(expected);
  });
});

describe('manifest checks of the engine keys the price alerts use', () => {
  it.each([
    [
      'requireOne naming a missing field',
      'spec/entities/price-alert.yaml',
      (d: any) => d.requireOne.push('between'),
      'spec/entities/price-alert.yaml: /requireOne/3: names field "between", which the entity does not have',
    ],
    [
      'a labelled helper naming a missing field',
      'spec/items/alerts.yaml',
      (d: any) => (d.priceAlertItem.lines[0] = "{{labelled 'over' above}}"),
      'spec/items/alerts.yaml: /priceAlertItem/lines/0: template names field "over", which entity "priceAlert" does not have',
    ],
  ])('reports %s', (_name, file, edit, expected) => {
    const root = copySpec();
    editYaml(root, file, edit);
    expect(problemsOf(root)).toContain(expected);
  });
});
