import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySpec, editYaml, repoRoot } from './helpers.ts';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { ManifestError } from '../../../codegen/manifest-error.ts';
import type { WantedSchema } from '../../../src/shared/schema-definition.ts';

/** The schema the committed generated/ was built from: what databases have (decision 0105). */
const previousSchema = JSON.parse(readFileSync(join(repoRoot, 'generated/schema.json'), 'utf8')) as WantedSchema;

function problemsAgainstPrevious(root: string): string[] {
  try {
    buildModel(loadSpec(join(root, 'spec'), root), { previousSchema });
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.message.split('\n');
    throw error;
  }
}

const FILE = 'spec/entities/buy-sell.yaml';
const label = { en: 'Grade', zh: '等级' };

// Each case builds the whole model; a loaded machine takes seconds for one.
describe('the keys that migrate a database', { timeout: 60_000 }, () => {
  it('accepts the real spec against its own generated schema', () => {
    expect(problemsAgainstPrevious(repoRoot)).toEqual([]);
  });

  it('refuses a required field added to an existing table without a default, naming file and key path', () => {
    const root = copySpec();
    editYaml(root, FILE, (d) => (d.fields.grade = { type: 'string', required: true, label }));
    expect(problemsAgainstPrevious(root)).toEqual([
      `${FILE}: /fields/grade: a required field added to table "buy_sell", which may hold rows, needs a default: (the value stored rows get)`,
    ]);
  });

  it('accepts it with a default, and an optional one without', () => {
    const root = copySpec();
    editYaml(root, FILE, (d) => {
      d.fields.grade = { type: 'string', required: true, default: 'A', label };
      d.fields.origin = { type: 'string', label };
    });
    expect(problemsAgainstPrevious(root)).toEqual([]);
  });

  it('accepts a required field without a default on a new table', () => {
    const root = copySpec();
    editYaml(root, 'spec/entities/feedback.yaml', (d) => {
      d.name = 'complaint';
      d.table = 'complaint';
      d.fields.grade = { type: 'string', required: true, label };
    });
    expect(problemsAgainstPrevious(root).filter((p) => p.includes('default'))).toEqual([]);
  });

  it.each([
    [
      'a field the entity still has',
      (d: any) => (d.fields.supplement.renamedFrom = 'contacts'),
      `${FILE}: /fields/supplement/renamedFrom: names field "contacts", which the entity still has: a renamed field is gone under its old name`,
    ],
    ['the field itself', (d: any) => (d.fields.supplement.renamedFrom = 'supplement'), `${FILE}: /fields/supplement/renamedFrom: names the field itself`],
    [
      'a column the table never had',
      (d: any) => {
        d.fields.remarks = d.fields.supplement;
        delete d.fields.supplement;
        d.fields.remarks.renamedFrom = 'remark';
      },
      `${FILE}: /fields/remarks/renamedFrom: names column "remark", which table "buy_sell" in generated/schema.json does not have: nothing to rename`,
    ],
    [
      'an old name two fields claim',
      (d: any) => {
        d.fields.remarks = { type: 'string', label, renamedFrom: ['note', 'supplementText'] };
        d.fields.notes = { type: 'string', label, renamedFrom: 'note' };
      },
      `${FILE}: /fields/notes/renamedFrom: names "note", which field "remarks" was already renamed from`,
    ],
    [
      'a column of another type',
      (d: any) => {
        d.fields.total = { type: 'number', label, renamedFrom: 'supplement' };
        delete d.fields.supplement;
      },
      `${FILE}: /fields/total/renamedFrom: column "supplement" was text; a rename keeps the type unless allowChanges: { total: retype }`,
    ],
    [
      'a table another entity has',
      (d: any) => (d.renamedFrom = 'broker'),
      `${FILE}: /renamedFrom: names table "broker", which entity "broker" (spec/entities/broker.yaml) still has`,
    ],
    [
      'a drop of a field that is still there',
      (d: any) => (d.allowChanges = { supplement: 'drop' }),
      `${FILE}: /allowChanges/supplement: drop names "supplement", which is still a field: remove the field to drop its column`,
    ],
    [
      'a retype of no field',
      (d: any) => (d.allowChanges = { colour: 'retype' }),
      `${FILE}: /allowChanges/colour: retype names "colour", which is not a stored field of the entity`,
    ],
  ])('refuses renamedFrom or allowChanges naming %s', (_name, edit, problem) => {
    const root = copySpec();
    editYaml(root, FILE, edit);
    expect(problemsAgainstPrevious(root)).toContain(problem);
  });

  it('refuses a change kind it does not know', () => {
    const root = copySpec();
    editYaml(root, FILE, (d) => (d.allowChanges = { supplement: 'truncate' }));
    expect(problemsAgainstPrevious(root).join('\n')).toContain(`${FILE}: /allowChanges/supplement: expected one of ["drop","retype","narrow"]`);
  });
});
