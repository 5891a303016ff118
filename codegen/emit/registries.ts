import type { EntityModel, FieldModel, JsonSchema, ListViewModel, SpecModel } from '../model-types.ts';
import { TOGGLE_KINDS, VIEWER_FLAGS, counterField } from '../build-interactions.ts';
import { json, renderModule } from './render.ts';
import { compileTemplate, helperArguments } from '../compile-template.ts';
import { entityOf, fieldViews, inputFieldViews, templateDicts, templateFieldViews } from './field-views.ts';
import { shapeProperties } from '../detail-schema.ts';

export function emitApp(model: SpecModel): string {
  const dicts = Object.fromEntries(model.dicts.map((d) => [d.code, { label: d.label, items: d.items }]));
  return renderModule(
    [],
    [
      // The share defaults travel in generated/shares.ts, loaded only when a page shares.
      `export const app = ${json({ ...model.app, share: undefined })} as const;`,
      `export const dicts = ${json(dicts)} as const;`,
      'export type DictCode = keyof typeof dicts;',
    ],
  );
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
        ...(o.toggle ? { toggle: o.toggle, flag: o.flag } : {}),
        filters: o.filters,
        order: o.order,
        ...(o.where ? { where: o.where } : {}),
        ...(o.decision ? { decision: o.decision } : {}),
        ...(o.pageSize ? { pageSize: o.pageSize } : {}),
        ...(o.cache !== undefined ? { cache: o.cache } : {}),
        ...(o.limit ? { limit: o.limit } : {}),
      },
    ]),
  );
  const handlers = [...new Set(model.operations.flatMap((o) => (o.handler ? [o.handler] : [])))].sort();
  return renderModule(
    [],
    [
      `export const operations = ${json(ops)} as const;`,
      'export type OperationId = keyof typeof operations;',
      `export const handlerNames = ${json(handlers)} as const;`,
      'export type HandlerName = (typeof handlerNames)[number];',
    ],
  );
}

/** Every enum field's value labels, by entity and field, and the import kinds, for hand-written pages. */
export function emitEnumLabels(model: SpecModel): string {
  const labels = Object.fromEntries(
    model.entities.flatMap((e) => {
      const fields = e.fields.filter((f) => f.enumLabels).map((f) => [f.name, f.enumLabels]);
      return fields.length > 0 ? [[e.name, Object.fromEntries(fields)]] : [];
    }),
  );
  const importKindNames = model.entities.flatMap((e) => (e.import ? [e.import.kind] : []));
  return renderModule(
    [],
    [
      `export const enumLabels = ${json(labels)} as const;`,
      `/** The kinds \`npm run import\` and the console's upload take, for pages that offer them. */\nexport const importKindNames = ${json(importKindNames)} as const;`,
    ],
  );
}

/** What the web client needs of each call: how to send it, whether it masks, how to read a page. */
function clientOperationTable(model: SpecModel, forConsole: boolean) {
  return Object.fromEntries(
    model.operations
      .filter((o) => isConsoleOperation(o.path) === forConsole)
      .map((o) => [
        o.id,
        {
          method: o.method,
          path: o.path,
          // Defaults are left out (mask false; rows in data, the count in totalCount): the table rides in the start chunk.
          ...(o.mask ? { mask: true } : {}),
          ...(o.paged ? { paged: true, ...(isDefaultPageKeys(o.keys) ? {} : { keys: o.keys }) } : {}),
          ...(o.pageSize ? { pageSize: o.pageSize } : {}),
          ...(o.multipart ? { multipart: true } : {}),
        },
      ]),
  );
}

/** Operator calls (/admin/…): only the console needs them, so they load with it, not with the first screen. */
function isConsoleOperation(path: string): boolean {
  return path.startsWith('/admin/');
}

export function emitClientOperations(model: SpecModel): string {
  return renderModule(
    [],
    [
      "import type { consoleOperations } from './console-operations.ts';",
      `export const clientOperations = ${json(clientOperationTable(model, false))} as const;`,
      "/** Every call the web makes: these, and the console's (loaded with the console). */",
      'export type OperationTable = typeof clientOperations & typeof consoleOperations;',
      'export type OperationId = keyof OperationTable;',
    ],
  );
}

export function emitConsoleOperations(model: SpecModel): string {
  return renderModule([], [`export const consoleOperations = ${json(clientOperationTable(model, true))} as const;`]);
}

function isDefaultPageKeys(keys: { rows: string; total: string } | undefined): boolean {
  return keys === undefined || (keys.rows === 'data' && keys.total === 'totalCount');
}

function fieldData(f: FieldModel): Record<string, unknown> {
  return {
    type: f.type,
    label: f.label,
    required: f.required,
    readOnly: f.readOnly,
    secret: f.secret || f.writeOnly,
    ...(f.concealedBy ? { concealedBy: f.concealedBy } : {}),
    stored: f.stored,
    ...(f.derived ? { derived: true } : {}),
    ...(f.dict ? { dict: f.dict, nameField: f.nameField } : {}),
    ...(f.enumLabels ? { enumLabels: f.enumLabels } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.unit ? { unit: f.unit } : {}),
    ...(f.patternMessage ? { patternMessage: f.patternMessage } : {}),
    ...(f.accept ? { accept: f.accept } : {}),
    ...(f.money ? { money: true } : {}),
    ...(f.ref ? { ref: f.ref } : {}),
    ...(f.items ? { items: Object.fromEntries(f.items.map((item) => [item.name, fieldData(item)])) } : {}),
  };
}

function entityData(e: EntityModel) {
  return {
    name: e.name,
    table: e.table,
    label: e.label,
    internal: e.internal,
    ...(e.virtual ? { virtual: true } : {}),
    id: e.id,
    ...(e.owner ? { owner: e.owner } : {}),
    ...(e.created ? { created: e.created } : {}),
    ...(e.updated ? { updated: e.updated } : {}),
    ...(e.publish ? { publish: e.publish } : {}),
    ...(e.import ? { import: e.import } : {}),
    ...(e.ownerProfile ? { ownerProfile: e.ownerProfile } : {}),
    ...(e.interactions ? { interactions: e.interactions } : {}),
    ...(e.resetOnChange ? { resetOnChange: e.resetOnChange } : {}),
    ...(e.requireOne ? { requireOne: e.requireOne } : {}),
    ...(e.divisions ? { divisions: e.divisions } : {}),
    ...(e.review ? { review: e.review } : {}),
    ...(e.moderate ? { moderate: e.moderate } : {}),
    ...(e.ordered ? { ordered: e.ordered } : {}),
    fields: Object.fromEntries(e.fields.map((f) => [f.name, fieldData(f)])),
  };
}

export function emitEntities(model: SpecModel): string {
  const entities = Object.fromEntries(model.entities.map((e) => [e.name, entityData(e)]));
  const imports = Object.fromEntries(model.entities.flatMap((e) => (e.import ? [[e.import.kind, e.name]] : [])));
  return renderModule(
    [],
    [
      `export const entities = ${json(entities)} as const;`,
      'export type EntityName = keyof typeof entities;',
      `/** npm run import -- <kind> <file.csv>: the entity each kind loads. */\nexport const importKinds = ${json(imports)} as const;`,
    ],
  );
}

/** The operator console's hub entries: apart from the route registry, so the first screen does not carry them. */
export function emitConsole(model: SpecModel): string {
  const entries = model.routes.flatMap((r) =>
    r.console ? [{ route: r.id, order: r.console.order, ...(r.console.summary ? { summary: r.console.summary } : {}) }] : [],
  );
  return renderModule([], [`export const consoleEntries = ${json(entries)} as const;`]);
}

/** What the app needs to ask a list's first page as it starts, under the key the list asks it by (decision 0153). */
function firstPageOf(model: SpecModel, v: ListViewModel) {
  const op = model.operations.find((o) => o.id === v.endpoint)!;
  const item = model.items.find((i) => i.name === v.item)!;
  const filterDicts = Object.values(listViewData(model, v).filterFields).flatMap((f) => (typeof f.dict === 'string' ? [f.dict] : []));
  return {
    call: v.endpoint,
    params: v.params,
    pageSize: op.pageSize ?? model.app.pageSize,
    keys: op.keys,
    ...(v.unpaged ? { unpaged: true } : {}),
    dicts: [...new Set([...templateDicts(templatesOf(item)), ...filterDicts])].sort(),
  };
}

const ROUTE_DEFAULTS = { auth: 'public', refresh: false, guestOnly: false, navigation: 'default' } as const;

export function emitRoutes(model: SpecModel): string {
  const routes = model.routes.map((r) => ({
    id: r.id,
    path: r.path,
    title: r.title,
    auth: r.auth,
    refresh: r.refresh,
    guestOnly: r.guestOnly,
    navigation: r.navigation,
    view:
      r.view.kind === 'custom'
        ? { kind: 'custom', component: r.view.component }
        : r.view.kind === 'redirect'
          ? { kind: 'redirect', to: r.view.to }
          : { kind: r.view.kind },
    ...(r.firstCalls ? { firstCalls: r.firstCalls } : {}),
    ...(r.firstPage && r.view.kind === 'list' ? { firstPage: firstPageOf(model, r.view) } : {}),
    ...(r.gate ? { when: r.gate.when } : {}),
  }));
  const components = [...new Set(model.routes.flatMap((r) => (r.view.kind === 'custom' ? [r.view.component] : [])))].sort();
  // The value leaves out each route's defaults (it rides in the start chunk); its type states them all.
  const compact = routes.map((r) =>
    Object.fromEntries(Object.entries(r).filter(([key, value]) => ROUTE_DEFAULTS[key as keyof typeof ROUTE_DEFAULTS] !== value)),
  );
  return renderModule(
    [],
    [
      `type RouteTable = readonly ${json(routes)};`,
      `const defaults = ${json(ROUTE_DEFAULTS)};`,
      `export const routes = (${json(compact)} as readonly object[]).map((route) => ({ ...defaults, ...route })) as unknown as RouteTable;`,
      'export type RouteId = (typeof routes)[number]["id"];',
      'export type RoutePath = (typeof routes)[number]["path"];',
      `export const customComponents = ${json(components)} as const;`,
      'export type CustomComponentName = (typeof customComponents)[number];',
    ],
  );
}

/** A text of both languages whose strings are templates: { en: fn, zh: fn }. */
function textFn(text: { en: string; zh: string }): string {
  return `{ en: ${fn(text.en)}, zh: ${fn(text.zh)} }`;
}

function fn(source: string | undefined): string {
  if (source === undefined) return 'undefined';
  const code = compileTemplate(source).code;
  // A template of plain text reads neither the row nor the helpers.
  const params = code.includes('r[') ? 'r, h' : code.includes('h.') ? '_r, h' : '';
  return `(${params}) => ${code}`;
}

/** How a detail table shows a reply property of this JSON type (a number with its unit, a date-time as a time). */
function shapeType(p: JsonSchema): string | undefined {
  if (p.type === 'number' || p.type === 'integer' || p.type === 'boolean') return p.type;
  return p.type === 'string' && p.format === 'date-time' ? 'datetime' : undefined;
}

/**
 * A reply shape's x-label, x-unit, x-enumLabels, x-dict and x-place of the named properties, as field
 * views; a listed field also takes its type (a table row formats numbers, flags and times by it).
 */
function shapeFieldViews(
  properties: Record<string, JsonSchema>,
  names: string[],
  schemas: Record<string, JsonSchema>,
  listed: string[] = [],
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const name of new Set(names)) {
    const p = properties[name];
    if (!p) continue;
    const view = Object.fromEntries(
      (
        [
          ['label', 'x-label'],
          ['unit', 'x-unit'],
          ['enumLabels', 'x-enumLabels'],
          ['dict', 'x-dict'],
          ['place', 'x-place'],
        ] as const
      ).flatMap(([key, x]) => (p[x] === undefined ? [] : [[key, p[x]]])),
    );
    const type = listed.includes(name) ? shapeType(p) : undefined;
    if (type) view.type = type;
    // A listed array of a reply shape shows as a table: its columns are the item's labelled properties.
    const itemShape = listed.includes(name) && p.type === 'array' ? refName((p.items as JsonSchema | undefined)?.$ref) : undefined;
    const itemProps = itemShape ? shapeProperties(itemShape, schemas) : undefined;
    if (itemProps) {
      const labelled = Object.keys(itemProps).filter((k) => itemProps[k]?.['x-label'] !== undefined);
      if (labelled.length > 0) view.items = shapeFieldViews(itemProps, labelled, schemas, labelled);
    }
    if (Object.keys(view).length > 0) out[name] = view;
  }
  return out;
}

const refName = (ref: unknown) => (typeof ref === 'string' ? ref.replace('#/$defs/', '') : undefined);

/** The field names a template's helpers take (label, unit, enum). */
function helperNames(source: string): string[] {
  return (['label', 'unit', 'enum'] as const).flatMap((h) => helperArguments(source, h));
}

/** What the templates' label, unit and enum helpers read of a reply shape's properties (x-label, x-unit, x-enumLabels). */
function shapeFields(schema: JsonSchema | undefined, item: SpecModel['items'][number]): Record<string, Record<string, unknown>> {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const sources = templatesOf(item);
  const out: Record<string, Record<string, unknown>> = {};
  for (const [helper, key, x] of [
    ['label', 'label', 'x-label'],
    ['unit', 'unit', 'x-unit'],
    ['enum', 'enumLabels', 'x-enumLabels'],
  ] as const) {
    for (const name of new Set(sources.flatMap((t) => helperArguments(t, helper)))) {
      const value = properties[name]?.[x];
      if (value !== undefined) out[name] = { ...out[name], [key]: value };
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

function templatesOf(item: SpecModel['items'][number]): string[] {
  const texts = [...item.chips, ...item.notes].flatMap((c) => [c.text.en, c.text.zh]);
  return [item.badge, item.title, item.highlight, item.meta, ...item.lines, ...texts].filter((t): t is string => t !== undefined);
}

/** businessType → the detail route of its entity and the route parameter that carries the id. */
function contentLinks(model: SpecModel): Record<string, { route: string; param: string }> {
  return Object.fromEntries(model.contentTypes.flatMap((c) => (c.detailRoute ? [[c.businessType, { route: c.detailRoute, param: c.id }]] : [])));
}

/** A list view's data: its filters' labels and choices, narrowed to the values the call takes. */
export function listViewData(model: SpecModel, v: ListViewModel) {
  const op = model.operations.find((o) => o.id === v.endpoint)!;
  const filterFields = inputFieldViews(op, v.filters) as Record<string, Record<string, unknown>>;
  const inputs = (op.input.properties ?? {}) as Record<string, { enum?: string[] }>;
  for (const f of v.filters) {
    const allowed = inputs[f]?.enum;
    const view = filterFields[f];
    if (!allowed || !view) continue;
    const dict = typeof view.dict === 'string' ? model.dicts.find((d) => d.code === view.dict) : undefined;
    const choices = dict ? dict.items.map((i) => i.id) : Object.keys((view.enumLabels ?? {}) as object);
    if (choices.some((c) => !allowed.includes(c))) filterFields[f] = { ...view, only: allowed };
  }
  return {
    endpoint: v.endpoint,
    item: v.item,
    params: v.params,
    filters: v.filters,
    filterFields,
    ...(v.add ? { add: v.add } : {}),
    ...(v.layout ? { layout: v.layout } : {}),
    ...(v.statusTabs ? { statusTabs: true } : {}),
    ...(v.decide ? { decide: v.decide } : {}),
    ...(v.moderate ? { moderate: v.moderate } : {}),
    ...(v.publish ? { publish: v.publish } : {}),
    ...(v.move ? { move: v.move } : {}),
    ...(v.edit ? { edit: v.edit } : {}),
    ...(v.unpaged ? { unpaged: true } : {}),
  };
}

export function emitLists(model: SpecModel): string {
  const links = contentLinks(model);
  const items = model.items.map((i) => {
    const entity = i.entity === undefined ? undefined : entityOf(model, i.entity);
    const sources = [i.badge, i.title, i.highlight, ...i.lines, i.meta, ...[...i.chips, ...i.notes].flatMap((c) => [c.text.en, c.text.zh])];
    return [
      `  ${i.name}: {`,
      `    entity: ${JSON.stringify(i.entity ?? '')},`,
      `    idField: ${JSON.stringify(entity ? entity.id : i.key)},`,
      `    fields: ${JSON.stringify(entity ? templateFieldViews(entity, sources) : shapeFields(model.schemas[i.schema!], i))},`,
      `    dicts: ${JSON.stringify(templateDicts(sources))},`,
      `    link: ${JSON.stringify(i.link ?? null)},`,
      ...(i.linkBy ? [`    linkBy: ${JSON.stringify({ field: i.linkBy, routes: links })},`] : []),
      `    image: ${JSON.stringify(i.image ?? null)},`,
      ...(i.imageShape === 'wide' ? ['    imageShape: "wide",'] : []),
      ...(i.avatar ? ['    avatar: true,'] : []),
      `    badge: ${fn(i.badge)},`,
      `    title: ${fn(i.title)},`,
      `    highlight: ${fn(i.highlight)},`,
      `    lines: [${i.lines.map(fn).join(', ')}],`,
      `    meta: ${fn(i.meta)},`,
      ...(i.chips.length > 0
        ? [`    chips: [${i.chips.map((c) => `{ ...${JSON.stringify({ ...c, text: undefined })}, text: ${textFn(c.text)} }`).join(', ')}],`]
        : []),
      ...(i.notes.length > 0
        ? [`    notes: [${i.notes.map((n) => `{ ...${JSON.stringify({ ...n, text: undefined })}, text: ${textFn(n.text)} }`).join(', ')}],`]
        : []),
      '  },',
    ].join('\n');
  });
  const views = Object.fromEntries(model.routes.flatMap((r) => (r.view.kind === 'list' ? [[r.id, listViewData(model, r.view)]] : [])));
  const tabs = Object.fromEntries(
    model.routes.flatMap((r) => (r.view.kind === 'tabs' ? [[r.id, r.view.tabs.map((t) => ({ title: t.title, view: listViewData(model, t.list) }))]] : [])),
  );
  return renderModule(
    ["import type { ItemTemplate } from '../src/shared/view-types.ts';"],
    [
      `export const listItems = {\n${items.join('\n')}\n} satisfies Record<string, ItemTemplate>;`,
      'export type ListItemName = keyof typeof listItems;',
      `export const listViews = ${json(views)} as const;`,
      `/** Routes whose view is a row of tabs, each a list. */\nexport const tabViews = ${json(tabs)} as const;`,
    ],
  );
}

/** What a detail page's interaction bar and comment section call, from the entity's interactions. */
function interactionData(model: SpecModel, entity: EntityModel) {
  const taken = entity.interactions!;
  const toggles = Object.fromEntries(
    TOGGLE_KINDS.filter((k) => taken.counters.includes(k)).flatMap((k) => {
      const op = model.operations.find((o) => o.op === 'toggle' && o.toggle === k);
      return op ? [[k, { endpoint: op.id, flag: op.flag!, state: VIEWER_FLAGS[k].field, count: counterField(k) }]] : [];
    }),
  );
  const add = model.operations.find((o) => o.op === 'comment');
  const list = model.operations.find((o) => o.op === 'comments');
  const comments = taken.counters.includes('comment') && add && list ? { add: add.id, list: list.id, count: counterField('comment') } : null;
  return { businessType: taken.businessType, toggles, comments, reads: taken.counters.includes('read') ? counterField('read') : null };
}

export function emitDetails(model: SpecModel): string {
  const entries = model.routes.flatMap((r) => {
    if (r.view.kind !== 'detail') return [];
    const v = r.view;
    const texts = [...v.chips, ...v.notes].flatMap((c) => [c.text.en, c.text.zh]);
    const templates = [v.heading, v.highlight, v.meta, v.badge, ...texts];
    const listed = [...v.fields, ...v.images, ...(v.audio ? [v.audio] : [])];
    const entity = v.schema === undefined ? entityOf(model, model.operations.find((o) => o.id === v.endpoint)!.entity!) : undefined;
    const views = entity
      ? { ...templateFieldViews(entity, templates), ...fieldViews(entity, listed) }
      : shapeFieldViews(
          shapeProperties(v.schema!, model.schemas) ?? {},
          [...listed, ...templates.flatMap((t) => (t ? helperNames(t) : []))],
          model.schemas,
          listed,
        );
    const ref = entity
      ? {
          name: entity.name,
          id: entity.id,
          ...(entity.owner ? { owner: entity.owner } : {}),
          ...(entity.publish ? { publish: entity.publish } : {}),
        }
      : { name: '', id: v.key! };
    return [
      [
        `  ${JSON.stringify(r.id)}: {`,
        `    endpoint: ${JSON.stringify(v.endpoint)},`,
        `    entity: ${JSON.stringify(ref)},`,
        `    fieldViews: ${JSON.stringify(Object.fromEntries(Object.entries(views).sort(([a], [b]) => a.localeCompare(b))))},`,
        `    dicts: ${JSON.stringify(templateDicts(templates, views))},`,
        `    heading: ${fn(v.heading)},`,
        `    highlight: ${fn(v.highlight)},`,
        ...(v.highlightWhen ? [`    highlightWhen: ${JSON.stringify(v.highlightWhen)},`] : []),
        `    meta: ${fn(v.meta)},`,
        `    badge: ${fn(v.badge)},`,
        `    body: ${JSON.stringify(v.body ?? null)},`,
        `    fields: ${JSON.stringify(v.fields)},`,
        `    images: ${JSON.stringify(v.images)},`,
        `    audio: ${JSON.stringify(v.audio ?? null)},`,
        `    map: ${JSON.stringify(v.map ?? null)},`,
        `    interactions: ${JSON.stringify(v.interactions && entity?.interactions ? interactionData(model, entity) : null)},`,
        `    actions: ${JSON.stringify(v.actions)},`,
        `    chips: [${v.chips.map((c) => `{ ...${JSON.stringify({ ...c, text: undefined })}, text: ${textFn(c.text)} }`).join(', ')}],`,
        `    notes: [${v.notes.map((n) => `{ ...${JSON.stringify({ ...n, text: undefined })}, text: ${textFn(n.text)} }`).join(', ')}],`,
        `    widgets: ${JSON.stringify(v.widgets)},`,
        `    testIds: ${JSON.stringify(v.testIds ?? {})},`,
        '  },',
      ].join('\n'),
    ];
  });
  return renderModule(
    ["import type { DetailTemplate } from '../src/shared/view-types.ts';"],
    [
      `export const detailViews = {\n${entries.join('\n')}\n} satisfies Record<string, DetailTemplate>;`,
      `/** The hand-written blocks the detail views name: src/web/overrides/detail-widgets.ts must give each. */\nexport const detailWidgetNames = ${json([...new Set(model.routes.flatMap((r) => (r.view.kind === 'detail' ? r.view.widgets.map((w) => w.widget) : [])))].sort())} as const;`,
      'export type DetailWidgetName = (typeof detailWidgetNames)[number];',
    ],
  );
}
