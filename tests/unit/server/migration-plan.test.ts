import { describe, expect, it } from 'vitest';
import { describeStep, planMigration, settlePlan } from '../../../src/server/db/migration-plan.ts';
import { recordable, type WantedSchema, type WantedTable } from '../../../src/shared/schema-definition.ts';

/** A small table as the manifests want it; each test edits a copy. */
function postTable(): WantedTable {
  return {
    entity: 'post',
    file: 'spec/entities/post.yaml',
    columns: {
      postId: { type: 'text', required: true, primaryKey: true },
      title: { type: 'text', required: true, maxLength: 50 },
      note: { type: 'text', required: false },
      kind: { type: 'text', required: false, enum: ['a', 'b', 'c'] },
      price: { type: 'integer', required: false },
    },
    indexes: [{ name: 'post_kind_ix', columns: ['kind'], unique: false }],
  };
}
const schemaOf = (table: WantedTable, name = 'post'): WantedSchema => ({ tables: { [name]: table } });
const recorded = recordable(schemaOf(postTable()));

function plan(edit: (t: WantedTable) => void, counts: number[] = [], name = 'post') {
  const table = postTable();
  edit(table);
  const draft = planMigration(recorded, schemaOf(table, name));
  return { draft, settled: settlePlan(draft, counts) };
}

describe('the migration planner', () => {
  it('plans nothing when the recorded schema is the wanted one', () => {
    const { settled } = plan(() => undefined);
    expect(settled).toEqual({ steps: [], refusals: [], kept: [] });
  });

  it('creates a missing table with its indexes', () => {
    const draft = planMigration({ tables: {} }, schemaOf(postTable()));
    expect(draft.steps.map(describeStep)).toEqual(['create table post (postId, title, note, kind, price)', 'create index post_kind_ix on post (kind)']);
  });

  it('adds a column; an optional one or one with a default needs no look at the rows', () => {
    const { draft } = plan((t) => {
      t.columns.origin = { type: 'text', required: false };
      t.columns.grade = { type: 'text', required: true, default: 'A' };
    });
    expect(draft.guarded).toEqual([]);
    expect(draft.steps.map(describeStep)).toEqual(['add column post.origin text', 'add column post.grade text required, stored rows get "A"']);
  });

  it('adds a required column without a default only to a table without rows', () => {
    const edit = (t: WantedTable) => (t.columns.grade = { type: 'text', required: true });
    expect(plan(edit, [0]).settled.steps.map((s) => s.kind)).toEqual(['addColumn']);
    const refused = plan(edit, [3]).settled;
    expect(refused.steps).toEqual([]);
    expect(refused.refusals).toEqual([
      expect.objectContaining({ table: 'post', column: 'grade', change: 'add', message: expect.stringContaining('3 stored rows would have no value') }),
    ]);
  });

  it('renames a column named in renamedFrom, and its index', () => {
    const { settled } = plan((t) => {
      t.columns.category = { ...t.columns.kind!, renamedFrom: ['kind'] };
      delete t.columns.kind;
      t.indexes = [{ name: 'post_category_ix', columns: ['category'], unique: false }];
    });
    expect(settled.refusals).toEqual([]);
    expect(settled.steps.map(describeStep)).toEqual([
      'rename column post.kind to category (keeps its data)',
      'drop index post_kind_ix',
      'create index post_category_ix on post (category)',
    ]);
  });

  it('renames a table named in renamedFrom', () => {
    const table = postTable();
    table.renamedFrom = ['post'];
    table.indexes = [{ name: 'article_kind_ix', columns: ['kind'], unique: false }];
    const settled = settlePlan(planMigration(recorded, schemaOf(table, 'article')), []);
    expect(settled.steps.map(describeStep)).toEqual([
      'rename table post to article',
      'drop index post_kind_ix',
      'create index article_kind_ix on article (kind)',
    ]);
  });

  it('refuses a rename when the database holds both names', () => {
    const { settled } = plan((t) => {
      t.columns.kind!.renamedFrom = ['note'];
      delete t.columns.note;
    });
    expect(settled.refusals.map((r) => r.change)).toEqual(['rename', 'drop']);
  });

  it('refuses a drop unless the manifest allows it, naming table, field, change and how to allow it', () => {
    const refused = plan((t) => delete t.columns.note).settled;
    expect(refused.steps).toEqual([]);
    expect(refused.refusals).toEqual([
      {
        table: 'post',
        file: 'spec/entities/post.yaml',
        column: 'note',
        change: 'drop',
        message:
          'no field holds the column any more: dropping it would lose its data; to allow it, add to spec/entities/post.yaml: allowChanges: { note: drop } (or renamedFrom: note on the field that holds it now)',
      },
    ]);
    const allowed = plan((t) => {
      delete t.columns.note;
      t.allowChanges = { note: 'drop' };
    }).settled;
    expect(allowed).toEqual({ steps: [{ kind: 'dropColumn', table: 'post', column: 'note' }], refusals: [], kept: [] });
  });

  it('refuses a retype unless allowed, and always for the id', () => {
    expect(plan((t) => (t.columns.price!.type = 'double precision')).settled.refusals.map((r) => r.change)).toEqual(['retype']);
    const allowed = plan((t) => {
      t.columns.price!.type = 'double precision';
      t.allowChanges = { price: 'retype' };
    }).settled;
    expect(allowed.steps.map(describeStep)).toEqual(['retype column post.price from integer to double precision (allowed)']);
    expect(plan((t) => (t.columns.postId!.type = 'integer')).settled.refusals[0]?.message).toContain('the id column cannot change type');
  });

  it('narrows a maxLength or an enum only when no stored row breaks it, unless allowed', () => {
    const shorter = (t: WantedTable) => (t.columns.title!.maxLength = 20);
    expect(plan(shorter).draft.guarded.map((g) => g.check)).toEqual([{ kind: 'longer', table: 'post', column: 'title', maxLength: 20 }]);
    expect(plan(shorter, [0]).settled.refusals).toEqual([]);
    expect(plan(shorter, [2]).settled.refusals[0]?.message).toMatch(
      /^maxLength becomes 20 \(was 50\), which 2 stored rows break; fix those rows, or to allow it/,
    );
    const smaller = (t: WantedTable) => (t.columns.kind!.enum = ['a', 'b']);
    expect(plan(smaller).draft.guarded.map((g) => g.check)).toEqual([{ kind: 'outside', table: 'post', column: 'kind', values: ['a', 'b'] }]);
    expect(plan(smaller, [1]).settled.refusals[0]?.message).toContain('the enum loses c, which 1 stored row breaks');
    const allowed = plan(
      (t) => {
        smaller(t);
        t.allowChanges = { kind: 'narrow' };
      },
      [1],
    ).settled;
    expect(allowed.refusals).toEqual([]);
    expect(allowed.steps.map(describeStep)).toEqual(['post.kind: the enum loses c (1 rows break it and are kept: allowed)']);
    // A wider rule is no narrowing.
    expect(plan((t) => (t.columns.title!.maxLength = 80)).draft.guarded).toEqual([]);
    expect(plan((t) => t.columns.kind!.enum!.push('d')).draft.guarded).toEqual([]);
  });

  it('makes a field required: rows without a value get the default; without one they refuse', () => {
    const required = (t: WantedTable) => (t.columns.note!.required = true);
    expect(plan(required).draft.guarded.map((g) => g.check)).toEqual([{ kind: 'empty', table: 'post', column: 'note' }]);
    expect(plan(required, [0]).settled.steps).toEqual([expect.objectContaining({ kind: 'requireColumn', constrain: true })]);
    expect(plan(required, [4]).settled.refusals[0]?.message).toContain('the field becomes required without a default, which 4 stored rows break');
    const withDefault = plan(
      (t) => {
        required(t);
        t.columns.note!.default = '-';
      },
      [4],
    ).settled;
    expect(withDefault.steps.map(describeStep)).toEqual(['column post.note becomes required, rows without a value get "-"']);
  });

  it('lets a required field become optional, and keeps a table no manifest names', () => {
    expect(plan((t) => (t.columns.title!.required = false)).settled.steps.map((s) => s.kind)).toEqual(['relaxColumn']);
    const other = planMigration({ tables: { ...recorded.tables, old_thing: { columns: {}, indexes: [] } } }, schemaOf(postTable()));
    expect(other.kept).toEqual(['old_thing']);
    expect(other.steps).toEqual([]);
  });
});
