import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

// The console's content rules in the manifests (decision 0055): publish and move calls need what they act
// on, and the list buttons name calls of the list's own entity.
describe('content manifests', () => {
  it('a move call needs an ordered entity', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/banner.yaml', (d: any) => delete d.ordered);
    expect(problemsOf(root)).toContain('spec/endpoints/admin-content.yaml: /calls/bannerMove/op: move needs entity "banner" to declare ordered');
  });

  it('the order field is an integer field of the entity', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/banner.yaml', (d: any) => (d.ordered.field = 'title'));
    expect(problemsOf(root)).toContain('spec/entities/banner.yaml: /ordered/field: the order field must be an integer field');
  });

  it('the fields that group the order are fields of the entity', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/banner.yaml', (d: any) => (d.ordered = { field: 'sort', within: ['placement'] }));
    expect(problemsOf(root)).toContain('spec/entities/banner.yaml: /ordered/within/0: names field "placement", which the entity does not have');
  });

  it('a draft value differs from the listed and unlisted ones', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/forefront-info.yaml', (d: any) => (d.publish.draft = '0'));
    expect(problemsOf(root)).toContain('spec/entities/forefront-info.yaml: /publish/draft: the draft value must differ from the listed and unlisted ones');
  });

  it('publish calls are operator calls of a published entity, publish or withdraw', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/admin-content.yaml', (d: any) => (d.calls.newsPublish.entity = 'feedback'));
    expect(problemsOf(root)).toContain('spec/endpoints/admin-content.yaml: /calls/newsPublish/op: publish needs entity "feedback" to declare publish');
  });

  it("a list's publish buttons name publish calls of its entity", () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/admin-content.yaml', (d: any) => (d.routes.news.view.list.publish.publish = 'adminContent.newsWithdraw'));
    expect(problemsOf(root)).toContain(
      'spec/pages/admin-content.yaml: /routes/news/view/list/publish/publish: names "adminContent.newsWithdraw", which is not a publish call with decision publish',
    );
  });

  it("a list's move buttons name the move call of its entity", () => {
    const root = copySpec();
    editYaml(root, 'spec/pages/admin-content.yaml', (d: any) => (d.routes.news.view.list.move = 'adminContent.bannerMove'));
    expect(problemsOf(root)).toContain(
      'spec/pages/admin-content.yaml: /routes/news/view/list/move: names "adminContent.bannerMove", which is not a move call of the list\'s entity',
    );
  });

  it('a create or update limited to some fields names writable fields only', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/admin-content.yaml', (d: any) => (d.calls.voiceUpdate.fields = ['title', 'publisherId']));
    expect(problemsOf(root)).toContain(
      'spec/endpoints/admin-content.yaml: /calls/voiceUpdate/fields/1: names "publisherId", which is not a writable field of entity "voiceBroadcast"',
    );
  });

  it('an operator may update an entity without an owner, a user may not', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/admin-content.yaml', (d: any) => {
      d.prefix = '/v2/content';
      for (const c of Object.values(d.calls) as any[]) c.auth = 'login';
    });
    expect(problemsOf(root)).toContain('spec/endpoints/admin-content.yaml: /calls/newsUpdate/op: update needs entity "forefrontInfo" to declare an owner');
  });
});
