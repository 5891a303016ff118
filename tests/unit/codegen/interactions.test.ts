import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

// The interactions an entity declares, and what the manifests that build on them may say.
describe('interaction manifests', () => {
  it.each([
    [
      'a counter that does not exist',
      'spec/entities/conjuncture.yaml',
      (d: any) => (d.interactions.counters = ['agree', 'likes']),
      'spec/entities/conjuncture.yaml: /interactions/counters/1: expected one of ["agree","disagree","comment","collection","read"]',
    ],
    [
      'a counter named twice',
      'spec/entities/forum.yaml',
      (d: any) => (d.interactions.counters = ['read', 'read']),
      'spec/entities/forum.yaml: /interactions/counters: expected must NOT have duplicate items (items ## 0 and 1 are identical)',
    ],
    [
      'a businessType another entity already claims',
      'spec/entities/forum.yaml',
      (d: any) => (d.interactions.businessType = '2'),
      'spec/entities/forum.yaml: /interactions/businessType: businessType "2" is already declared by spec/entities/conjuncture.yaml',
    ],
    [
      'a businessType the dictionary does not have',
      'spec/entities/forum.yaml',
      (d: any) => (d.interactions.businessType = '42'),
      'spec/entities/forum.yaml: /interactions/businessType: "42" is not an id of the businessType dictionary (1, 2, 3, 4, 5, 6)',
    ],
    [
      'a counter whose field the entity already declares',
      'spec/entities/forum.yaml',
      (d: any) => (d.fields.readCount = { type: 'integer', label: { en: 'Reads', zh: '阅读' } }),
      'spec/entities/forum.yaml: /interactions/counters/4: counter "read" adds field "readCount", which the entity already declares',
    ],
    [
      'an owner profile without an owner',
      'spec/entities/forefront-info.yaml',
      (d: any) => (d.ownerProfile = { name: 'publisherName' }),
      'spec/entities/forefront-info.yaml: /ownerProfile: ownerProfile needs the entity to declare an owner',
    ],
    [
      'a list field without row fields',
      'spec/entities/conjuncture.yaml',
      (d: any) => delete d.fields.priceList.items,
      'spec/entities/conjuncture.yaml: /fields/priceList: a list field needs items: the fields of each row',
    ],
    [
      'a row field naming a missing dictionary',
      'spec/entities/conjuncture.yaml',
      (d: any) => (d.fields.priceList.items.specsId.dict = 'grades'),
      'spec/entities/conjuncture.yaml: /fields/priceList/items/specsId/dict: names dictionary "grades", which spec/dicts.yaml does not define',
    ],
    [
      'accept on a field that is not a file',
      'spec/entities/conjuncture.yaml',
      (d: any) => (d.fields.conjunctureContent.accept = 'audio'),
      'spec/entities/conjuncture.yaml: /fields/conjunctureContent/accept: only file fields take accept, not a string field',
    ],
    [
      'a toggle call without the flag it reads',
      'spec/endpoints/user-agree.yaml',
      (d: any) => delete d.calls.addOrDel.flag,
      'spec/endpoints/user-agree.yaml: /calls/addOrDel: missing required key "flag"',
    ],
    [
      'scope collected on an entity without the collection counter',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.interactions.counters = ['read']),
      'spec/endpoints/mine-content.yaml: /calls/getMyCollectBuySellByPage/scope: scope collected needs entity "buySell" to keep the collection counter',
    ],
    [
      'a paged custom call that does not answer rows',
      'spec/endpoints/mine-content.yaml',
      (d: any) => (d.calls.getMyArticleByPage.output = { $ref: '#/$defs/contentCardRow' }),
      'spec/endpoints/mine-content.yaml: /calls/getMyArticleByPage/output: a paged call answers an array of rows (type: array)',
    ],
    [
      'a generic call on a virtual entity',
      'spec/endpoints/forum.yaml',
      (d: any) => (d.calls.getById.entity = 'contentCard'),
      'spec/endpoints/forum.yaml: /calls/getById/entity: entity "contentCard" is virtual (no table): only custom calls return it',
    ],
    [
      'an audio section on a field that is not audio',
      'spec/pages/conjuncture.yaml',
      (d: any) => (d.routes['conjuncture-detail'].view.detail.audio = 'imagesFile'),
      'spec/pages/conjuncture.yaml: /routes/conjuncture-detail/view/detail/audio: field "imagesFile" is not a file field with accept: audio',
    ],
    [
      'linkBy on a field that holds no businessType',
      'spec/items/content.yaml',
      (d: any) => (d.contentCard.linkBy = 'title'),
      'spec/items/content.yaml: /contentCard/linkBy: names "title", which is not a businessType field of entity "contentCard"',
    ],
    [
      'a tabs view naming a missing item template',
      'spec/pages/user-content.yaml',
      (d: any) => (d.routes['my-collected-list'].view.tabs[1].list.item = 'nothing'),
      'spec/pages/user-content.yaml: /routes/my-collected-list/view/tabs/1/list/item: names item template "nothing", which spec/items/ does not define',
    ],
  ])('reports %s with file, key path and expectation', (_name, file, edit, expected) => {
    const root = copySpec();
    editYaml(root, file, edit);
    expect(problemsOf(root)).toContain(expected);
  });

  it('reports interactions on a detail of an entity that takes none', () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/news.yaml', (d: any) => {
      d.routes['news-detail'].view.detail.interactions = true;
    });
    expect(problemsOf(root)).toEqual([]);
    editYaml(root, 'spec/entities/forefront-info.yaml', (d: any) => delete d.interactions);
    expect(problemsOf(root)).toContain('spec/pages/news.yaml: /routes/news-detail/view/detail/interactions: entity "forefrontInfo" takes no interactions');
  });
});
