import type { EntityModel, SpecModel } from '../model-types.ts';
import { json, renderModule } from './render.ts';
import { compileTemplate } from '../compile-template.ts';
import { entityOf, fieldViews, templateDicts, templateFieldViews } from './field-views.ts';

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
          ...(f.money ? { money: true } : {}),
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

export function emitLists(model: SpecModel): string {
  const items = model.items.map((i) => {
    const entity = entityOf(model, i.entity);
    const sources = [i.badge, i.title, i.highlight, ...i.lines, i.meta];
    return [
      `  ${i.name}: {`,
      `    entity: ${JSON.stringify(i.entity)},`,
      `    idField: ${JSON.stringify(entity.id)},`,
      `    fields: ${JSON.stringify(templateFieldViews(entity, sources))},`,
      `    dicts: ${JSON.stringify(templateDicts(sources))},`,
      `    link: ${JSON.stringify(i.link ?? null)},`,
      `    image: ${JSON.stringify(i.image ?? null)},`,
      ...(i.avatar ? ['    avatar: true,'] : []),
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
      const item = model.items.find((i) => i.name === (r.view as { item: string }).item)!;
      const filterFields = fieldViews(entityOf(model, item.entity), r.view.filters, ['label', 'enumLabels', 'dict']);
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
