import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { JsonSchema, RouteModel, SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';

type FormRoute = RouteModel & { view: Extract<RouteModel['view'], { kind: 'form' }> };

export function formModuleName(routeId: string): string {
  return routeId.replace(/\//g, '--');
}

function inline(node: unknown, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, defs));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string' && obj.$ref.startsWith('#/$defs/')) {
    const { $ref: _ref, ...rest } = obj;
    return { ...(inline(defs[obj.$ref.slice(8)], defs) as object), ...rest };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, inline(v, defs)]));
}

/**
 * An optional single file ("a file or {}", an anyOf) as one object schema: rjsf compiles each anyOf
 * branch as a schema of its own, which ajv's standalone code cannot name. Both keys or neither.
 */
function optionalFile(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (schema['x-upload'] !== 'file' || !branches) return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  const { required: _required, ...file } = branches[0]!;
  return { ...file, ...rest, type: 'object', dependencies: { fileName: ['filePath'], filePath: ['fileName'] } };
}

/** The form's JSON Schema: the endpoint's input, narrowed to the manifest's fields in its order. */
export function formSchema(route: FormRoute, model: SpecModel): JsonSchema {
  const op = model.operations.find((o) => o.id === route.view.endpoint)!;
  const props = (op.input.properties ?? {}) as Record<string, JsonSchema>;
  // An update takes any subset of fields, but a form that edits a record keeps the entity's required ones filled.
  const entity = op.op === 'update' || route.view.edit ? model.entities.find((e) => e.name === op.entity) : undefined;
  const entityRequired = (entity?.fields ?? []).filter((f) => f.required).map((f) => f.name);
  const required = [...new Set([...((op.input.required ?? []) as string[]), ...entityRequired, ...route.view.required])].filter((f) =>
    route.view.fields.includes(f),
  );
  const properties = Object.fromEntries(route.view.fields.map((f) => [f, optionalFile(inline(props[f], model.schemas) as JsonSchema)]));
  return { $id: formSchemaId(route.id), type: 'object', required, properties };
}

export function emitForm(route: FormRoute, model: SpecModel): string {
  const schema = formSchema(route, model);
  const code = compileSchemaValidatorsCode(schema as never, {
    // Formats (date) are the native inputs' job and the server's check; the browser validator skips them.
    ajvOptionsOverrides: { code: { esm: true, lines: false, optimize: true }, validateFormats: false },
    ajvFormatOptions: false,
  });
  const validatorModule = withoutRequire(code.replace(/^"use strict";/, '').trim());
  // The record's id field: of the entity an edit form loads, else of the one the form writes (to open it after).
  const entityId = (opId: string | undefined) => {
    const op = model.operations.find((o) => o.id === opId);
    return op?.entity ? (model.entities.find((e) => e.name === op.entity)?.id ?? null) : null;
  };
  const idField = route.view.idField ?? entityId(route.view.edit) ?? entityId(route.view.load) ?? entityId(route.view.endpoint);
  // The input the load call reads the record by (getDetailById takes coldStorageId), else the id field.
  const loadOp = model.operations.find((o) => o.id === route.view.load);
  const loadKey = route.view.load ? (((loadOp?.input.required ?? []) as string[])[0] ?? idField) : null;
  const form = {
    routeId: route.id,
    endpoint: route.view.endpoint,
    load: route.view.load ?? null,
    edit: route.view.edit ?? null,
    submits: route.view.submits,
    loadKey,
    idField,
    fields: route.view.fields,
    ui: route.view.ui,
    prefill: route.view.prefill,
    then: route.view.then,
    divisions: route.view.divisions,
    location: route.view.location,
  };
  return renderModule(
    ['// @ts-nocheck — ajv standalone validator code', "import type { FormDescriptor } from '../../src/shared/view-types.ts';"],
    [`export const schema = ${json(schema)};`, `export const form = ${json(form)} satisfies FormDescriptor;`, validatorModule],
  );
}

export function emitFormIndex(model: SpecModel): string {
  const forms = model.routes.filter((r): r is FormRoute => r.view.kind === 'form');
  const lines = forms.map((r) => `  ${JSON.stringify(r.id)}: () => import('./${formModuleName(r.id)}.ts'),`);
  return renderModule([], [`export const formLoaders = {\n${lines.join('\n')}\n} as const;`, 'export type FormRouteId = keyof typeof formLoaders;']);
}

export function formRoutes(model: SpecModel): FormRoute[] {
  return model.routes.filter((r): r is FormRoute => r.view.kind === 'form');
}

/** An $id that is also a JavaScript name: ajv exports each validator under its schema's $id. */
export function formSchemaId(routeId: string): string {
  return 'form_' + routeId.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase());
}

/** ajv's standalone code requires its unicode length helper; ES modules can't, so it is inlined. */
function withoutRequire(code: string): string {
  const inlined = code.replace(/const (func\d+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, 'const $1 = (s) => Array.from(s).length;');
  const left = /require\("([^"]+)"\)/.exec(inlined);
  if (left) throw new Error(`form validator needs ${left[1]}, which generated ES modules cannot require`);
  return inlined;
}
