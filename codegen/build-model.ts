import type { RawSpec } from './load.ts';
import { ManifestError, type ManifestProblem } from './manifest-error.ts';
import { validateShapes } from './validate-shape.ts';
import { buildEntities } from './build-entities.ts';
import { buildOperations, resolveFieldRefs, rowSchema } from './build-operations.ts';
import { buildItems, buildRoutes } from './build-pages.ts';
import { checkMigrationKeys } from './check-migrations.ts';
import type { WantedSchema } from '../src/shared/schema-definition.ts';
import { DIVISION_LEVELS, type DivisionPicker } from '../src/shared/view-types.ts';
import type { AppModel, ContentType, DictModel, EntityModel, JsonSchema, OperationModel, RouteModel, SpecModel } from './model-types.ts';

function fail(problems: ManifestProblem[]): void {
  if (problems.length > 0) throw new ManifestError(problems);
}

/**
 * Validates every manifest, then builds the model every emitter reads. Throws ManifestError.
 * `previousSchema`: generated/schema.json as the last run wrote it, which new required fields are checked against.
 */
export function buildModel(spec: RawSpec, options: { previousSchema?: WantedSchema } = {}): SpecModel {
  fail(validateShapes(spec));
  const problems: ManifestProblem[] = [];
  const app = spec.app.data as AppModel;
  const dicts: DictModel[] = Object.entries(spec.dicts.data as Record<string, Omit<DictModel, 'code'>>).map(([code, d]) => ({ code, ...d }));
  const dictMap = new Map(dicts.map((d) => [d.code, d]));
  const entities = buildEntities(spec.entities, dictMap, problems);
  fail(problems);
  checkMigrationKeys(entities, options.previousSchema, problems);
  fail(problems);
  const entityMap = new Map(entities.map((e) => [e.name, e]));
  const operations = buildOperations(spec.endpoints, entityMap, app, problems);
  fail(problems);
  const schemaFiles = new Map<string, string>();
  const schemas: Record<string, JsonSchema> = {};
  for (const source of spec.schemas) {
    for (const [name, schema] of Object.entries(source.data as Record<string, JsonSchema>)) {
      const other = schemaFiles.get(name);
      if (other) problems.push({ file: source.file, path: `/${name}`, message: `schema "${name}" is already declared in ${other}` });
      schemaFiles.set(name, source.file);
      const onMissing = (ref: string) => problems.push({ file: source.file, path: `/${name}`, message: `$field "${ref}" names no entity field` });
      schemas[name] = resolveFieldRefs(schema, entityMap, onMissing) as JsonSchema;
    }
  }
  for (const e of entities) {
    if (e.internal) continue;
    if (schemaFiles.has(`${e.name}Row`))
      problems.push({
        file: schemaFiles.get(`${e.name}Row`)!,
        path: `/${e.name}Row`,
        message: `schema "${e.name}Row" is the row of entity "${e.name}"; choose another name`,
      });
    schemas[`${e.name}Row`] = rowSchema(e);
    schemaFiles.set(`${e.name}Row`, e.file);
  }
  checkRefs(schemas, schemaFiles, operations, problems);
  const ctx = { entities: entityMap, ops: new Map(operations.map((o) => [o.id, o])), problems, dictCodes: new Set(dictMap.keys()), schemas };
  const items = buildItems(spec.items, ctx);
  const routes = buildRoutes(spec.pages, items, ctx);
  const routePaths = new Set(routes.map((r) => r.path));
  for (const key of ['homeRoute', 'loginRoute'] as const) {
    if (!routePaths.has(app[key]))
      problems.push({ file: spec.app.file, path: `/${key}`, message: `names route path ${app[key]}, which spec/pages/ does not define` });
    else if (routes.find((r) => r.path === app[key])?.view.kind === 'redirect')
      problems.push({ file: spec.app.file, path: `/${key}`, message: `names route path ${app[key]}, whose view only redirects: name the page it leads to` });
  }
  app.tabBar.forEach((tab, i) => {
    if (!routePaths.has(tab.route))
      problems.push({ file: spec.app.file, path: `/tabBar/${i}/route`, message: `names route path ${tab.route}, which spec/pages/ does not define` });
  });
  fail(problems);
  for (const e of entities) {
    const places = placeFields(e, routes, ctx.ops);
    if (Object.keys(places).length > 0) e.places = places;
  }
  const contentTypes: ContentType[] = entities
    .filter((e) => e.interactions)
    .map((e) => {
      const detail = routes.find((r) => r.view.kind === 'detail' && ctx.ops.get(r.view.endpoint)?.entity === e.name);
      return { businessType: e.interactions!.businessType, entity: e.name, id: e.id, ...(detail ? { detailRoute: detail.id } : {}) };
    })
    .sort((a, b) => Number(a.businessType) - Number(b.businessType));
  return { app, dicts, schemas, entities, operations, items, routes, contentTypes };
}

/**
 * The fields that show places an entity stores (its own `divisions` and those of the forms that write
 * it), each with its code and name fields: a name field with its code, a joined field (fullAddr) with
 * every level of the entity's `divisions`.
 */
function placeFields(entity: EntityModel, routes: RouteModel[], ops: Map<string, OperationModel>): Record<string, string[]> {
  const pickers = [
    entity.divisions ?? {},
    ...routes.flatMap((r) =>
      r.view.kind === 'form' && ops.get(r.view.endpoint)?.entity === entity.name ? Object.values(r.view.divisions).map((d) => d.levels) : [],
    ),
  ];
  const has = (name: string) => entity.fields.some((f) => f.name === name);
  const pairs = (levels: DivisionPicker['levels']) =>
    DIVISION_LEVELS.flatMap((level) => {
      const l = levels[level];
      return l?.name && has(l.name) && has(l.code) ? [[l.code, l.name] as const] : [];
    });
  const named = pickers.flatMap((levels) => pairs(levels).map(([code, name]) => [name, [code, name]] as const));
  const whole = pairs(entity.divisions ?? {}).flat();
  const joined = entity.fields.filter((f) => f.joinsDivisions && whole.length > 0).map((f) => [f.name, whole] as const);
  return Object.fromEntries([...named, ...joined]);
}

function collectRefs(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else collectRefs(v, out);
    }
  }
  return out;
}

function checkRefs(schemas: Record<string, JsonSchema>, files: Map<string, string>, operations: SpecModel['operations'], problems: ManifestProblem[]) {
  const known = (ref: string) => ref.startsWith('#/$defs/') && ref.slice(8) in schemas;
  for (const [name, s] of Object.entries(schemas)) {
    for (const ref of collectRefs(s, []))
      if (!known(ref)) problems.push({ file: files.get(name)!, path: `/${name}`, message: `$ref "${ref}" names no schema in spec/schemas/` });
  }
  for (const op of operations) {
    for (const ref of collectRefs([op.input, op.output], [])) {
      if (!known(ref)) problems.push({ file: op.file, path: `/calls/${op.name}`, message: `$ref "${ref}" names no schema in spec/schemas/` });
    }
  }
}
