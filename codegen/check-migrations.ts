import type { ManifestProblem } from './manifest-error.ts';
import type { EntityModel } from './model-types.ts';
import type { WantedSchema } from '../src/shared/schema-definition.ts';
import { columnType } from './emit/migration.ts';

/**
 * The keys that migrate a database (decision 0105), checked against the manifests and, when given, the
 * schema of the previous codegen run (generated/schema.json, what databases were built from): renamedFrom
 * names an earlier name no field or table holds now, allowChanges names fields that make sense for the
 * change, and a required field added to a table that already existed has a default for its stored rows.
 */
export function checkMigrationKeys(entities: EntityModel[], previous: WantedSchema | undefined, problems: ManifestProblem[]): void {
  const tables = new Map(entities.filter((e) => !e.virtual).map((e) => [e.table, e]));
  const claimedTables = new Map<string, string>();
  for (const e of entities) {
    if (e.virtual) continue;
    (e.renamedFrom ?? []).forEach((old, i) => {
      const at = `/renamedFrom${e.renamedFrom!.length > 1 ? `/${i}` : ''}`;
      const owner = tables.get(old);
      if (owner)
        problems.push({
          file: e.file,
          path: at,
          message: owner === e ? 'names the table itself' : `names table "${old}", which entity "${owner.name}" (${owner.file}) still has`,
        });
      else if (claimedTables.has(old))
        problems.push({ file: e.file, path: at, message: `names table "${old}", which entity "${claimedTables.get(old)}" was already renamed from` });
      else if (previous && !previous.tables[old] && !previous.tables[e.table])
        problems.push({ file: e.file, path: at, message: `names table "${old}", which generated/schema.json does not have: nothing to rename` });
      claimedTables.set(old, e.name);
    });
    const before = previous?.tables[e.table] ?? (e.renamedFrom ?? []).map((t) => previous?.tables[t]).find(Boolean);
    const names = new Set(e.fields.map((f) => f.name));
    const claimed = new Map<string, string>();
    for (const f of e.fields) {
      (f.renamedFrom ?? []).forEach((old, i) => {
        const at = `/fields/${f.name}/renamedFrom${f.renamedFrom!.length > 1 ? `/${i}` : ''}`;
        if (old === f.name) problems.push({ file: e.file, path: at, message: 'names the field itself' });
        else if (names.has(old))
          problems.push({ file: e.file, path: at, message: `names field "${old}", which the entity still has: a renamed field is gone under its old name` });
        else if (claimed.has(old))
          problems.push({ file: e.file, path: at, message: `names "${old}", which field "${claimed.get(old)}" was already renamed from` });
        else if (before && !before.columns[old] && !before.columns[f.name])
          problems.push({
            file: e.file,
            path: at,
            message: `names column "${old}", which table "${e.table}" in generated/schema.json does not have: nothing to rename`,
          });
        else if (before?.columns[old] && before.columns[old].type !== columnType(f) && e.allowChanges?.[f.name] !== 'retype') {
          problems.push({
            file: e.file,
            path: at,
            message: `column "${old}" was ${before.columns[old].type}; a rename keeps the type unless allowChanges: { ${f.name}: retype }`,
          });
        }
        claimed.set(old, f.name);
      });
      if (!before || !f.stored || !f.required || f.name === e.id || f.default !== undefined || f.derived) continue;
      if (before.columns[f.name] || (f.renamedFrom ?? []).some((old) => before.columns[old])) continue;
      problems.push({
        file: e.file,
        path: `/fields/${f.name}`,
        message: `a required field added to table "${e.table}", which may hold rows, needs a default: (the value stored rows get)`,
      });
    }
    for (const [column, change] of Object.entries(e.allowChanges ?? {})) {
      const field = e.fields.find((f) => f.name === column);
      if (change === 'drop' && field?.stored)
        problems.push({
          file: e.file,
          path: `/allowChanges/${column}`,
          message: `drop names "${column}", which is still a field: remove the field to drop its column`,
        });
      if (change !== 'drop' && !field?.stored)
        problems.push({ file: e.file, path: `/allowChanges/${column}`, message: `${change} names "${column}", which is not a stored field of the entity` });
    }
  }
}
