import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';

// What the manifests may say about concealed fields (decision 0023) and rate limits (decision 0025).
describe('concealed fields and rate limits in manifests', () => {
  it.each([
    [
      'a concealed field whose flag is not a boolean field',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.contactPhone.concealedBy = 'contacts'),
      'spec/entities/buy-sell.yaml: /fields/contactPhone/concealedBy: names "contacts", which is not a boolean field of the entity',
    ],
    [
      'a concealed field whose flag does not exist',
      'spec/entities/buy-sell.yaml',
      (d: any) => (d.fields.contactPhone.concealedBy = 'isSecret'),
      'spec/entities/buy-sell.yaml: /fields/contactPhone/concealedBy: names "isSecret", which is not a boolean field of the entity',
    ],
    [
      'a rate limit on a public call',
      'spec/endpoints/buy-sell.yaml',
      (d: any) => (d.calls.findByPage.limit = 'posts'),
      'spec/endpoints/buy-sell.yaml: /calls/findByPage/limit: a rate-limited call counts per user: it needs auth login or agent',
    ],
  ])(
    'reports %s with file, key path and expectation',
    (_name, file, edit, expected) => {
      const root = copySpec();
      editYaml(root, file, edit);
      expect(problemsOf(root)).toContain(expected);
    },
    60_000,
  );

  it('refuses a limit kind that is not one of the configured ones', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/forum.yaml', (d: any) => (d.calls.add.limit = 'likes'));
    expect(problemsOf(root).join('\n')).toMatch(/spec\/endpoints\/forum.yaml: \/calls\/add\/limit: expected one of/);
  }, 60_000);
});
