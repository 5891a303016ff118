import type {
  AllowedChange,
  ColumnDefinition,
  ColumnType,
  IndexDefinition,
  SchemaDefinition,
  TableDefinition,
  WantedSchema,
  WantedTable,
} from '../../shared/schema-definition.ts';

/** One change to the database, in the order a plan lists them (decision 0105). */
export type Step =
  | { kind: 'renameTable'; from: string; to: string }
  | { kind: 'createTable'; table: string; definition: TableDefinition }
  | { kind: 'renameColumn'; table: string; from: string; to: string }
  | { kind: 'dropIndex'; table: string; name: string }
  | { kind: 'addColumn'; table: string; column: string; definition: ColumnDefinition }
  | { kind: 'retypeColumn'; table: string; column: string; from: ColumnType; definition: ColumnDefinition }
  /** The field is no longer required: the database stops refusing rows without it. */
  | { kind: 'relaxColumn'; table: string; column: string; definition: ColumnDefinition }
  /** The field became required: rows without a value get the default; `constrain` when none is left without one. */
  | { kind: 'requireColumn'; table: string; column: string; definition: ColumnDefinition; constrain: boolean }
  /** A rule the rows are checked against changed (maxLength, enum): nothing to alter, but recorded. */
  | { kind: 'narrowColumn'; table: string; column: string; what: string; keptRows: number }
  | { kind: 'dropColumn'; table: string; column: string }
  | { kind: 'createIndex'; table: string; index: IndexDefinition };

/** A change the manifests ask for that the database must not take as it is. */
export interface Refusal {
  table: string;
  file: string;
  column: string;
  change: AllowedChange | 'rename' | 'add';
  /** What is wrong, and how to allow or fix it. */
  message: string;
}

/** Stored rows that a narrowing may break: the planner cannot know them, the database counts them. */
export type RowCheck =
  | { kind: 'longer'; table: string; column: string; maxLength: number }
  | { kind: 'outside'; table: string; column: string; values: string[] }
  | { kind: 'empty'; table: string; column: string }
  | { kind: 'rows'; table: string };

/** A step that depends on how many stored rows a check finds. */
export interface Guarded {
  check: RowCheck;
  /** What to do given the count of rows the check found. */
  decide(count: number): { steps: Step[]; refusal?: Refusal };
}

export interface Plan {
  steps: Step[];
  refusals: Refusal[];
  guarded: Guarded[];
  /** Tables the database holds that no manifest names any more: left untouched. */
  kept: string[];
}

export interface SettledPlan {
  steps: Step[];
  refusals: Refusal[];
  kept: string[];
}

const ORDER: Step['kind'][] = [
  'renameTable',
  'createTable',
  'renameColumn',
  'dropIndex',
  'addColumn',
  'retypeColumn',
  'relaxColumn',
  'requireColumn',
  'narrowColumn',
  'dropColumn',
  'createIndex',
];

function allowHint(wanted: WantedTable, column: string, change: AllowedChange): string {
  return `to allow it, add to ${wanted.file}: allowChanges: { ${column}: ${change} }`;
}

/**
 * What it takes to bring a database whose schema is `recorded` to what the manifests want: the steps,
 * the changes refused outright, and the steps that depend on stored rows. Pure.
 */
export function planMigration(recorded: SchemaDefinition, wanted: WantedSchema): Plan {
  const steps: Step[] = [];
  const refusals: Refusal[] = [];
  const guarded: Guarded[] = [];
  const claimed = new Set<string>();
  for (const [table, want] of Object.entries(wanted.tables)) {
    let have = recorded.tables[table];
    if (!have) {
      const from = (want.renamedFrom ?? []).find((name) => recorded.tables[name] && !wanted.tables[name]);
      if (from) {
        steps.push({ kind: 'renameTable', from, to: table });
        claimed.add(from);
        // The old table's indexes keep their names; the planner drops them and creates the new ones.
        have = recorded.tables[from]!;
      }
    }
    if (!have) {
      steps.push({ kind: 'createTable', table, definition: { columns: withoutRenames(want), indexes: [] } });
      for (const index of want.indexes) steps.push({ kind: 'createIndex', table, index });
      continue;
    }
    claimed.add(table);
    planTable(table, have, want, { steps, refusals, guarded });
  }
  const kept = Object.keys(recorded.tables).filter((t) => !claimed.has(t) && !wanted.tables[t]);
  return { steps: sortSteps(steps), refusals, guarded, kept };
}

function withoutRenames(want: WantedTable): Record<string, ColumnDefinition> {
  return Object.fromEntries(Object.entries(want.columns).map(([name, { renamedFrom: _renamed, ...definition }]) => [name, definition]));
}

function planTable(table: string, have: TableDefinition, want: WantedTable, out: Omit<Plan, 'kept'>): void {
  const { steps, refusals } = out;
  const refuse = (column: string, change: Refusal['change'], message: string) => refusals.push({ table, file: want.file, column, change, message });
  const allowed = (column: string, change: AllowedChange) => want.allowChanges?.[column] === change;
  // Columns as they will be named once the renames are applied.
  const current = new Map(Object.entries(have.columns));
  for (const [column, definition] of Object.entries(want.columns)) {
    if (current.has(column)) {
      const stale = (definition.renamedFrom ?? []).filter((old) => have.columns[old] && !want.columns[old]);
      for (const old of stale)
        refuse(
          column,
          'rename',
          `${column} was renamed from ${old}, but the database holds both columns; drop ${old} (allowChanges: { ${old}: drop }) or remove renamedFrom`,
        );
      continue;
    }
    const from = (definition.renamedFrom ?? []).find((old) => have.columns[old] && !want.columns[old]);
    if (from === undefined) continue;
    steps.push({ kind: 'renameColumn', table, from, to: column });
    current.set(column, have.columns[from]!);
    current.delete(from);
  }
  const haveIndexes = new Map(have.indexes.map((i) => [i.name, i]));
  const wantIndexes = new Map(want.indexes.map((i) => [i.name, i]));
  for (const [name] of haveIndexes) if (!wantIndexes.has(name)) steps.push({ kind: 'dropIndex', table, name });
  for (const [name, index] of wantIndexes)
    if (!sameIndex(haveIndexes.get(name), index)) {
      if (haveIndexes.has(name)) steps.push({ kind: 'dropIndex', table, name });
      steps.push({ kind: 'createIndex', table, index });
    }
  for (const [column, { renamedFrom: _renamed, ...definition }] of Object.entries(want.columns)) {
    const old = current.get(column);
    if (!old) {
      planAddition(table, column, definition, want, out);
      continue;
    }
    if (old.type !== definition.type) {
      if (definition.primaryKey || old.primaryKey) refuse(column, 'retype', `the id column cannot change type (${old.type} → ${definition.type})`);
      else if (allowed(column, 'retype')) steps.push({ kind: 'retypeColumn', table, column, from: old.type, definition });
      else
        refuse(
          column,
          'retype',
          `the field's column changes type (${old.type} → ${definition.type}), which may lose its data; ${allowHint(want, column, 'retype')}`,
        );
    }
    planRules(table, column, old, definition, want, out);
  }
  for (const column of current.keys()) {
    if (want.columns[column]) continue;
    if (allowed(column, 'drop')) steps.push({ kind: 'dropColumn', table, column });
    else
      refuse(
        column,
        'drop',
        `no field holds the column any more: dropping it would lose its data; ${allowHint(want, column, 'drop')} (or renamedFrom: ${column} on the field that holds it now)`,
      );
  }
}

function planAddition(table: string, column: string, definition: ColumnDefinition, want: WantedTable, out: Omit<Plan, 'kept'>): void {
  const add: Step = { kind: 'addColumn', table, column, definition };
  if (!definition.required || definition.default !== undefined) {
    out.steps.push(add);
    return;
  }
  // A required column without a default can only be added to a table without rows.
  out.guarded.push({
    check: { kind: 'rows', table },
    decide: (count) =>
      count === 0
        ? { steps: [add] }
        : {
            steps: [],
            refusal: {
              table,
              file: want.file,
              column,
              change: 'add',
              message: `the new required field has no default, and the ${count} stored rows would have no value; give the field a default: (the value they get)`,
            },
          },
  });
}

/** The rules stored rows were written under (required, maxLength, enum) against the new ones. */
function planRules(table: string, column: string, old: ColumnDefinition, definition: ColumnDefinition, want: WantedTable, out: Omit<Plan, 'kept'>): void {
  const narrowAllowed = want.allowChanges?.[column] === 'narrow';
  const refusal = (what: string, count: number): Refusal => ({
    table,
    file: want.file,
    column,
    change: 'narrow',
    message: `${what}, which ${count} stored row${count === 1 ? '' : 's'} break${count === 1 ? 's' : ''}; fix those rows, or ${allowHint(want, column, 'narrow')} (they are kept as they are)`,
  });
  if (old.required && !definition.required && !definition.primaryKey) out.steps.push({ kind: 'relaxColumn', table, column, definition });
  if (!old.required && definition.required) {
    out.guarded.push({
      check: { kind: 'empty', table, column },
      decide: (count) => {
        if (count === 0 || definition.default !== undefined) return { steps: [{ kind: 'requireColumn', table, column, definition, constrain: true }] };
        if (narrowAllowed) return { steps: [{ kind: 'requireColumn', table, column, definition, constrain: false }] };
        return { steps: [], refusal: refusal('the field becomes required without a default', count) };
      },
    });
  }
  if (definition.maxLength !== undefined && (old.maxLength === undefined || definition.maxLength < old.maxLength)) {
    const what = `maxLength becomes ${definition.maxLength}${old.maxLength === undefined ? '' : ` (was ${old.maxLength})`}`;
    out.guarded.push(narrowing({ kind: 'longer', table, column, maxLength: definition.maxLength }, what, narrowAllowed, refusal, table, column));
  }
  const removed = definition.enum ? (old.enum ?? [undefined]).filter((v) => v === undefined || !definition.enum!.includes(v)) : [];
  if (definition.enum && removed.length > 0) {
    const what = old.enum ? `the enum loses ${removed.join(', ')}` : `the field takes only ${definition.enum.join(', ')}`;
    out.guarded.push(narrowing({ kind: 'outside', table, column, values: definition.enum }, what, narrowAllowed, refusal, table, column));
  }
}

function narrowing(check: RowCheck, what: string, allowed: boolean, refusal: (what: string, count: number) => Refusal, table: string, column: string): Guarded {
  return {
    check,
    decide: (count) =>
      count === 0 || allowed ? { steps: [{ kind: 'narrowColumn', table, column, what, keptRows: count }] } : { steps: [], refusal: refusal(what, count) },
  };
}

function sameIndex(a: IndexDefinition | undefined, b: IndexDefinition): boolean {
  return a !== undefined && a.unique === b.unique && a.columns.join(',') === b.columns.join(',');
}

function sortSteps(steps: Step[]): Step[] {
  return steps
    .map((step, i) => ({ step, i }))
    .sort((a, b) => ORDER.indexOf(a.step.kind) - ORDER.indexOf(b.step.kind) || a.i - b.i)
    .map(({ step }) => step);
}

/** The plan once the database has counted the rows each guarded step depends on (counts in `plan.guarded` order). Pure. */
export function settlePlan(plan: Plan, counts: readonly number[]): SettledPlan {
  const steps = [...plan.steps];
  const refusals = [...plan.refusals];
  plan.guarded.forEach((guard, i) => {
    const outcome = guard.decide(counts[i] ?? 0);
    steps.push(...outcome.steps);
    if (outcome.refusal) refusals.push(outcome.refusal);
  });
  return { steps: sortSteps(steps), refusals, kept: plan.kept };
}

/** One line a step, as the dry run prints it. */
export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'renameTable':
      return `rename table ${step.from} to ${step.to}`;
    case 'createTable':
      return `create table ${step.table} (${Object.keys(step.definition.columns).join(', ')})`;
    case 'renameColumn':
      return `rename column ${step.table}.${step.from} to ${step.to} (keeps its data)`;
    case 'dropIndex':
      return `drop index ${step.name}`;
    case 'addColumn':
      return `add column ${step.table}.${step.column} ${step.definition.type}${step.definition.required ? ' required' : ''}${step.definition.default !== undefined ? `, stored rows get ${JSON.stringify(step.definition.default)}` : ''}`;
    case 'retypeColumn':
      return `retype column ${step.table}.${step.column} from ${step.from} to ${step.definition.type} (allowed)`;
    case 'relaxColumn':
      return `column ${step.table}.${step.column} is no longer required`;
    case 'requireColumn':
      return `column ${step.table}.${step.column} becomes required${step.definition.default !== undefined ? `, rows without a value get ${JSON.stringify(step.definition.default)}` : ''}${step.constrain ? '' : ' (rows without a value kept: allowed)'}`;
    case 'narrowColumn':
      return `${step.table}.${step.column}: ${step.what}${step.keptRows > 0 ? ` (${step.keptRows} rows break it and are kept: allowed)` : ''}`;
    case 'dropColumn':
      return `drop column ${step.table}.${step.column} and its data (allowed)`;
    case 'createIndex':
      return `create ${step.index.unique ? 'unique ' : ''}index ${step.index.name} on ${step.table} (${step.index.columns.join(', ')})`;
  }
}

export function describeRefusal(r: Refusal): string {
  return `table ${r.table}, field ${r.column} (${r.file}): ${r.message}`;
}
