import type { EntityModel, JsonSchema, SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';
import { compileTemplate, helperArguments } from '../compile-template.ts';
import { entityOf, fieldViews, inputFieldViews, templateDicts, templateFieldViews } from './field-views.ts';

export function emitApp(model: SpecModel): string {
  const dicts = Object.fromEntries(model.dicts.map((d) => [d.code, { label: d.label, items: d.items }]));
  return renderModule([], [
    `export const app = ${json(model.app)} as const;`,
    `export const dicts = ${json(dicts)} as const;`,
    'export type DictCode = keyof typeof dicts;',
  ]);
}

export function emitOperations(model: SpecModel): string {
  const ops = Object.fromEntries(
    model.operations.map((o) => [
      o.id,
      {
        method: o.method,
        path: o.path,
        auth: o.auth,
        op: o.op,
        mask: o.mask,
        paged: o.paged,
        keys: o.keys,
        multipart: o.multipart,
        ...(o.entity ? { entity: o.entity } : {}),
        ...(o.handler ? { handler: o.handler } : {}),
        ...(o.scope ? { scope: o.scope } : {}),
        filters: o.filters,
        order: o.order,
        ...(o.where ? { where: o.where } : {}),
        ...(o.pageSize ? { pageSize: o.pageSize } : {}),
        ...(o.cache !== undefined ? { cache: o.cache } : {}),
      },
    ]),
  );
  const handlers = [...new Set(model.operations.flatMap((o) => (o.handler ? [o.handler] : [])))].sort();
  return renderModule([], [
    `export const operations = ${json(ops)} as const;`,
    'export type OperationId = keyof typeof operations;',
    `export const handlerNames = ${json(handlers)} as const;`,
    'export type HandlerName = (typeof handlerNames)[number];',
  ]);
}

/** Every enum field's value labels, by entity and field, for hand-written pages that show them. */
export function emitEnumLabels(model: SpecModel): string {
  const labels = Object.fromEntries(
    model.entities.flatMap((e) => {
      const fields = e.fields.filter((f) => f.enumLabels).map((f) => [f.name, f.enumLabels]);
      return fields.length > 0 ? [[e.name, Object.fromEntries(fields)]] : [];
    }),
  );
  return renderModule([], [`export const enumLabels = ${json(labels)} as const;`]);
}

/** What the web client needs of each call: how to send it, whether it masks, how to read a page. */
export function emitClientOperations(model: SpecModel): string {
  const ops = Object.fromEntries(
    model.operations.map((o) => [
      o.id,
      {
        method: o.method,
        path: o.path,
        mask: o.mask,
        ...(o.paged ? { paged: true, keys: o.keys } : {}),
        ...(o.pageSize ? { pageSize: o.pageSize } : {}),
        ...(o.multipart ? { multipart: true } : {}),
      },
    ]),
  );
  return renderModule([], [
    `export const clientOperations = ${json(ops)} as const;`,
    'export type OperationId = keyof typeof clientOperations;',
  ]);
}

function entityData(e: EntityModel) {
  return {
    name: e.name,
    table: e.table,
    label: e.label,
    internal: e.internal,
    id: e.id,
    ...(e.owner ? { owner: e.owner } : {}),
    ...(e.created ? { created: e.created } : {}),
    ...(e.updated ? { updated: e.updated } : {}),
    ...(e.publish ? { publish: e.publish } : {}),
    ...(e.import ? { import: e.import } : {}),
    fields: Object.fromEntries(
      e.fields.map((f) => [
        f.name,
        {
          type: f.type,
          label: f.label,
          required: f.required,
          readOnly: f.readOnly,
          secret: f.secret || f.writeOnly,
          stored: f.stored,
          ...(f.dict ? { dict: f.dict, nameField: f.nameField } : {}),
          ...(f.enumLabels ? { enumLabels: f.enumLabels } : {}),
          ...(f.default !== undefined ? { default: f.default } : {}),
          ...(f.unit ? { unit: f.unit } : {}),
          ...(f.patternMessage ? { patternMessage: f.patternMessage } : {}),
        },
      ]),
    ),
  };
}

export function emitEntities(model: SpecModel): string {
  const entities = Object.fromEntries(model.entities.map((e) => [e.name, entityData(e)]));
  const imports = Object.fromEntries(model.entities.flatMap((e) => (e.import ? [[e.import.kind, e.name]] : [])));
  return renderModule([], [
    `export const entities = ${json(entities)} as const;`,
    'export type EntityName = keyof typeof entities;',
    `/** npm run import -- <kind> <file.csv>: the entity each kind loads. */\nexport const importKinds = ${json(imports)} as const;`,
  ]);
}

export function emitRoutes(model: SpecModel): string {
  const routes = model.routes.map((r) => ({
    id: r.id,
    path: r.path,
    title: r.title,
    auth: r.auth,
    refresh: r.refresh,
    guestOnly: r.guestOnly,
    navigation: r.navigation,
    view: r.view.kind === 'custom' ? { kind: 'custom', component: r.view.component } : { kind: r.view.kind },
  }));
  const components = [...new Set(model.routes.flatMap((r) => (r.view.kind === 'custom' ? [r.view.component] : [])))].sort();
  return renderModule([], [
    `export const routes = ${json(routes)} as const;`,
    'export type RouteId = (typeof routes)[number]["id"];',
    'export type RoutePath = (typeof routes)[number]["path"];',
    `export const customComponents = ${json(components)} as const;`,
    'export type CustomComponentName = (typeof customComponents)[number];',
  ]);
}

function fn(source: string | undefined): string {
  return source === undefined ? 'undefined' : `(r, h) => ${compileTemplate(source).code}`;
}

/** What the templates' label, unit and enum helpers read of a reply shape's properties (x-label, x-unit, x-enumLabels). */
function shapeFields(schema: JsonSchema | undefined, item: SpecModel['items'][number]): Record<string, Record<string, unknown>> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const sources = templatesOf(item);
  const out: Record<string, Record<string, unknown>> = {};
  for (const [helper, key, x] of [['label', 'label', 'x-label'], ['unit', 'unit', 'x-unit'], ['enum', 'enumLabels', 'x-enumLabels']] as const) {
    for (const name of new Set(sources.flatMap((t) => helperArguments(t, helper)))) {
      const value = properties[name]?.[x];
      if (value !== undefined) out[name] = { ...out[name], [key]: value };
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function templatesOf(item: SpecModel['items'][number]): string[] {
  return [item.badge, item.title, item.highlight, item.meta, ...item.lines].filter((t): t is string => t !== undefined);
}

export function emitLists(model: SpecModel): string {
  const items = model.items.map((i) => {
    const entity = i.entity === undefined ? undefined : entityOf(model, i.entity);
    const sources = [i.badge, i.title, i.highlight, ...i.lines, i.meta];
    return [
      `  ${i.name}: {`,
      `    entity: ${JSON.stringify(i.entity ?? '')},`,
      `    idField: ${JSON.stringify(entity ? entity.id : i.key)},`,
      `    fields: ${JSON.stringify(entity ? templateFieldViews(entity, sources) : shapeFields(model.schemas[i.schema!], i))},`,
      `    dicts: ${JSON.stringify(templateDicts(sources))},`,
      `    link: ${JSON.stringify(i.link ?? null)},`,
      `    image: ${JSON.stringify(i.image ?? null)},`,
      ...(i.imageShape === 'wide' ? ['    imageShape: "wide",'] : []),
      `    badge: ${fn(i.badge)},`,
      `    title: ${fn(i.title)},`,
      `    highlight: ${fn(i.highlight)},`,
      `    lines: [${i.lines.map(fn).join(', ')}],`,
      `    meta: ${fn(i.meta)},`,
      '  },',
    ].join('\n');
  });
  const views = Object.fromEntries(
    model.routes.flatMap((r) => {
      if (r.view.kind !== 'list') return [];
      const op = model.operations.find((o) => o.id === (r.view as { endpoint: string }).endpoint)!;
      const filterFields = inputFieldViews(op, r.view.filters);
      return [[r.id, { endpoint: r.view.endpoint, item: r.view.item, params: r.view.params, filters: r.view.filters, filterFields }]];
    }),
  );
  return renderModule(["import type { ItemTemplate } from '../src/shared/view-types.ts';"], [
    `export const listItems = {\n${items.join('\n')}\n} satisfies Record<string, ItemTemplate>;`,
    'export type ListItemName = keyof typeof listItems;',
    `export const listViews = ${json(views)} as const;`,
  ]);
}

export function emitDetails(model: SpecModel): string {
  const entries = model.routes.flatMap((r) => {
    if (r.view.kind !== 'detail') return [];
    const v = r.view;
    const entity = entityOf(model, model.operations.find((o) => o.id === v.endpoint)!.entity!);
    const views = { ...templateFieldViews(entity, [v.heading, v.highlight]), ...fieldViews(entity, v.fields) };
    const ref = {
      name: entity.name,
      id: entity.id,
      ...(entity.owner ? { owner: entity.owner } : {}),
      ...(entity.publish ? { publish: entity.publish } : {}),
    };
    return [
      [
        `  ${JSON.stringify(r.id)}: {`,
        `    endpoint: ${JSON.stringify(v.endpoint)},`,
        `    entity: ${JSON.stringify(ref)},`,
        `    fieldViews: ${JSON.stringify(Object.fromEntries(Object.entries(views).sort(([a], [b]) => a.localeCompare(b))))},`,
        `    dicts: ${JSON.stringify(templateDicts([v.heading, v.highlight], views))},`,
        `    heading: ${fn(v.heading)},`,
        `    highlight: ${fn(v.highlight)},`,
        `    fields: ${JSON.stringify(v.fields)},`,
        `    images: ${JSON.stringify(v.images ?? null)},`,
        `    actions: ${JSON.stringify(v.actions)},`,
        '  },',
      ].join('\n'),
    ];
  });
  return renderModule(["import type { DetailTemplate } from '../src/shared/view-types.ts';"], [
    `export const detailViews = {\n${entries.join('\n')}\n} satisfies Record<string, DetailTemplate>;`,
  ]);
}
