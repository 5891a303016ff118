import type { SourceFile } from './load.ts';
import {
  HUB_COMMANDS,
  HUB_CONDITIONS,
  type DetailChipModel,
  type FirstCall,
  type HubCondition,
  type HubSection,
  type ItemModel,
  type JsonSchema,
  type ListViewModel,
  type OperationModel,
  type RouteModel,
  type RowCondition,
  type Text,
  type ViewModel,
} from './model-types.ts';
import { buildDivisionPickers, pickerFields, withPickerFields, type RawDivisionPicker } from './build-division-pickers.ts';
import { buildLocationPicker, withLocationFields, type RawLocationPicker } from './build-location-picker.ts';
import { BUSINESS_TYPE_DICT } from './build-interactions.ts';
import { breaksSchema } from './check-field-rules.ts';
import { buildShare, type RawShare } from './build-share.ts';
import { checkTemplate, entityFields, type Context, type RowFields } from './page-context.ts';
import { detailSchemaRow, shapeProperties } from './detail-schema.ts';
import { buildDetailExtras, conditionalTexts, type RawDetailExtras } from './detail-extras.ts';
import { materialIconExists } from './material-icons.ts';
import { hubNames } from './hub-names.ts';
import { buildHubChart, type HubChartSection } from './hub-charts.ts';
import { buildChartView } from './build-chart-view.ts';
import { buildFirstCalls } from './build-first-calls.ts';

type RawRoute = Omit<RouteModel, 'id' | 'file' | 'view' | 'refresh' | 'guestOnly' | 'navigation' | 'firstCalls' | 'firstPage' | 'gate'> & {
  firstCalls?: FirstCall[];
  firstPage?: boolean;
  when?: HubCondition;
  otherwise?: HubSection[];
  refresh?: boolean;
  guestOnly?: boolean;
  navigation?: 'default' | 'custom';
  view: Record<string, Record<string, unknown> | string | unknown[]> & { share?: RawShare };
};

/** `redirect: launch`: the launch's target (a shared link's page), else the app's home route. */
export const LAUNCH = 'launch';

const VIEW_KINDS = ['custom', 'redirect', 'hub', 'chart', 'list', 'tabs', 'detail', 'form'];

/** The row fields of an item template, reporting an unknown entity, schema or key. */
function itemRowFields(file: string, name: string, item: Pick<ItemModel, 'entity' | 'schema' | 'key'>, ctx: Context): RowFields | undefined {
  if (item.entity !== undefined) {
    const entity = ctx.entities.get(item.entity);
    if (!entity) ctx.problems.push({ file, path: `/${name}/entity`, message: `names entity "${item.entity}", which spec/entities/ does not define` });
    return entity && entityFields(entity);
  }
  const shape = ctx.schemas[item.schema ?? ''];
  const properties = shape?.properties as Record<string, unknown> | undefined;
  if (!properties) {
    ctx.problems.push({
      file,
      path: `/${name}/schema`,
      message: `names schema "${item.schema}", which spec/schemas/ does not define as an object with properties`,
    });
    return undefined;
  }
  const row = { names: new Set(Object.keys(properties)), owner: `schema "${item.schema}"` };
  if (!row.names.has(item.key ?? '')) ctx.problems.push({ file, path: `/${name}/key`, message: `names field "${item.key}", which ${row.owner} does not have` });
  return row;
}

export function buildItems(sources: SourceFile[], ctx: Context): ItemModel[] {
  const declaredIn = new Map<string, string>();
  return sources.flatMap((source) => buildItemsOf(source, ctx, declaredIn));
}

type RawConditional = { text: Text; when?: RowCondition | RowCondition[]; testId?: string; color?: DetailChipModel['color'] };

function buildItemsOf(source: SourceFile, ctx: Context, declaredIn: Map<string, string>): ItemModel[] {
  const raw = source.data as Record<
    string,
    Omit<ItemModel, 'name' | 'lines' | 'file' | 'chips' | 'notes'> & { lines?: string[]; chips?: RawConditional[]; notes?: RawConditional[] }
  >;
  return Object.entries(raw).map(([name, item]) => {
    const other = declaredIn.get(name);
    if (other) ctx.problems.push({ file: source.file, path: `/${name}`, message: `item template "${name}" is already declared in ${other}` });
    declaredIn.set(name, source.file);
    const row = itemRowFields(source.file, name, item, ctx);
    for (const key of ['badge', 'title', 'highlight', 'meta'] as const) {
      const t = item[key];
      if (t !== undefined) checkTemplate(source.file, `/${name}/${key}`, t, row, ctx);
    }
    (item.lines ?? []).forEach((t, i) => checkTemplate(source.file, `/${name}/lines/${i}`, t, row, ctx));
    if (item.linkBy !== undefined) {
      const entity = item.entity === undefined ? undefined : ctx.entities.get(item.entity);
      const field = entity?.fields.find((f) => f.name === item.linkBy);
      if (entity && field?.dict !== BUSINESS_TYPE_DICT) {
        ctx.problems.push({
          file: source.file,
          path: `/${name}/linkBy`,
          message: `names "${item.linkBy}", which is not a ${BUSINESS_TYPE_DICT} field of entity "${entity.name}"`,
        });
      }
      if (item.link) ctx.problems.push({ file: source.file, path: `/${name}/linkBy`, message: 'an item takes link or linkBy, not both' });
    }
    const env = { file: source.file, row, ctx };
    const chips = conditionalTexts(env, `/${name}/chips`, item.chips);
    const notes = conditionalTexts(env, `/${name}/notes`, item.notes);
    return { ...item, name, file: source.file, lines: item.lines ?? [], chips, notes };
  });
}

function inputSchema(op: OperationModel, name: string): JsonSchema | undefined {
  return (op.input.properties as Record<string, JsonSchema> | undefined)?.[name];
}

function opInputFields(op: OperationModel): string[] {
  return Object.keys((op.input.properties as Record<string, unknown> | undefined) ?? {});
}

function buildView(file: string, at: string, raw: RawRoute['view'], ctx: Context, items: Map<string, ItemModel>): ViewModel {
  const needOp = (path: string, ref: unknown): OperationModel | undefined => {
    const op = ctx.ops.get(String(ref));
    if (!op) ctx.problems.push({ file, path, message: `names endpoint "${String(ref)}", which spec/endpoints/ does not define` });
    return op;
  };
  if (typeof raw.custom === 'string') return { kind: 'custom', component: raw.custom };
  if (typeof raw.redirect === 'string') return { kind: 'redirect', to: raw.redirect };
  if (raw.chart) return { kind: 'chart', ...buildChartView(file, at, raw.chart as Parameters<typeof buildChartView>[2], ctx) };
  const listView = (
    path: string,
    v: {
      endpoint: string;
      item: string;
      params?: Record<string, string | number | boolean>;
      filters?: string[];
      add?: string;
      layout?: 'cards' | 'table';
      statusTabs?: boolean;
      decide?: { approve: string; reject: string };
      moderate?: { hide: string; restore: string };
      publish?: { publish: string; withdraw: string };
      move?: string;
      edit?: string;
      suspend?: { suspend: string; lift: string; flag: string };
    },
  ): ListViewModel => {
    const op = needOp(`${path}/endpoint`, v.endpoint);
    // A call whose reply is an array of rows (no pages) is asked once: an unpaged list (decision 0150).
    const unpaged = op !== undefined && !op.paged && op.output?.type === 'array';
    if (op && !op.paged && !unpaged)
      ctx.problems.push({
        file,
        path: `${path}/endpoint`,
        message: `endpoint "${v.endpoint}" is not a list (op: page, op: custom with paged: true, or a reply that is an array of rows)`,
      });
    const item = items.get(v.item);
    if (!item) ctx.problems.push({ file, path: `${path}/item`, message: `names item template "${v.item}", which spec/items/ does not define` });
    const inputs = op ? opInputFields(op) : [];
    (v.filters ?? []).forEach((f) => {
      if (op && !inputs.includes(f)) ctx.problems.push({ file, path, message: `filter "${f}" is not an input of endpoint "${v.endpoint}"` });
      else if (op && inputSchema(op, f)?.['x-label'] === undefined)
        ctx.problems.push({
          file,
          path,
          message: `filter "${f}" has no label: input "${f}" of endpoint "${v.endpoint}" needs x-label (en and zh), or a $field with one`,
        });
    });
    for (const [name, value] of Object.entries(v.params ?? {})) {
      if (!op) continue;
      const schema = inputSchema(op, name);
      if (!schema) ctx.problems.push({ file, path: `${path}/params/${name}`, message: `parameter "${name}" is not an input of endpoint "${v.endpoint}"` });
      const why = schema && breaksSchema(value, schema);
      if (why)
        ctx.problems.push({ file, path: `${path}/params/${name}`, message: `${JSON.stringify(value)} ${why} (input "${name}" of endpoint "${v.endpoint}")` });
    }
    if (v.statusTabs && op && op.op !== 'queue')
      ctx.problems.push({ file, path: `${path}/statusTabs`, message: `status tabs need a queue endpoint (op: queue), not "${v.endpoint}"` });
    let decide: ListViewModel['decide'];
    if (v.decide) {
      const approve = needOp(`${path}/decide/approve`, v.decide.approve);
      const reject = needOp(`${path}/decide/reject`, v.decide.reject);
      for (const [key, d, want] of [
        ['approve', approve, 'approve'],
        ['reject', reject, 'reject'],
      ] as const) {
        if (d && (d.op !== 'decide' || d.decision !== want))
          ctx.problems.push({ file, path: `${path}/decide/${key}`, message: `names "${d.id}", which is not a decide call with decision ${want}` });
        if (d && op && d.entity !== op.entity)
          ctx.problems.push({ file, path: `${path}/decide/${key}`, message: `decides entity "${d.entity}", but the list shows "${op.entity}"` });
      }
      const entity = op?.entity ? ctx.entities.get(op.entity) : undefined;
      if (entity) decide = { approve: v.decide.approve, reject: v.decide.reject, id: entity.id };
    }
    let moderate: ListViewModel['moderate'];
    if (v.moderate) {
      const hide = needOp(`${path}/moderate/hide`, v.moderate.hide);
      const restore = needOp(`${path}/moderate/restore`, v.moderate.restore);
      for (const [key, d] of [
        ['hide', hide],
        ['restore', restore],
      ] as const) {
        if (d && (d.op !== 'hide' || d.decision !== key))
          ctx.problems.push({ file, path: `${path}/moderate/${key}`, message: `names "${d.id}", which is not a hide call with decision ${key}` });
      }
      const entity = op?.entity ? ctx.entities.get(op.entity) : undefined;
      if (entity && !entity.moderate) ctx.problems.push({ file, path: `${path}/moderate`, message: `entity "${entity.name}" declares no moderate` });
      if (entity?.moderate) moderate = { hide: v.moderate.hide, restore: v.moderate.restore, id: entity.id, hidden: entity.moderate.hidden };
    }
    if (v.suspend) {
      if (moderate) ctx.problems.push({ file, path: `${path}/suspend`, message: 'a list takes moderate or suspend, not both' });
      const suspend = needOp(`${path}/suspend/suspend`, v.suspend.suspend);
      const lift = needOp(`${path}/suspend/lift`, v.suspend.lift);
      const ids = [suspend, lift].map((d) => ((d?.input.required as string[] | undefined) ?? [])[0]);
      for (const [key, d] of [
        ['suspend', suspend],
        ['lift', lift],
      ] as const) {
        if (d && !opInputFields(d).includes('reason'))
          ctx.problems.push({ file, path: `${path}/suspend/${key}`, message: `names "${d.id}", which takes no reason` });
      }
      if (suspend && lift && (!ids[0] || ids[0] !== ids[1]))
        ctx.problems.push({ file, path: `${path}/suspend`, message: 'suspend and lift must take the same id as their first required input' });
      if (ids[0]) moderate = { hide: v.suspend.suspend, restore: v.suspend.lift, id: ids[0], hidden: v.suspend.flag, labels: 'suspend' };
    }
    const listEntity = op?.entity ? ctx.entities.get(op.entity) : undefined;
    let publish: ListViewModel['publish'];
    if (v.publish) {
      for (const key of ['publish', 'withdraw'] as const) {
        const d = needOp(`${path}/publish/${key}`, v.publish[key]);
        if (d && (d.op !== 'publish' || d.decision !== key))
          ctx.problems.push({ file, path: `${path}/publish/${key}`, message: `names "${d.id}", which is not a publish call with decision ${key}` });
        if (d && op && d.entity !== op.entity)
          ctx.problems.push({ file, path: `${path}/publish/${key}`, message: `publishes entity "${d.entity}", but the list shows "${op.entity}"` });
      }
      if (listEntity?.publish) publish = { ...v.publish, id: listEntity.id, field: listEntity.publish.field, listed: listEntity.publish.listed };
    }
    let move: ListViewModel['move'];
    if (v.move) {
      const d = needOp(`${path}/move`, v.move);
      if (d && (d.op !== 'move' || (op && d.entity !== op.entity)))
        ctx.problems.push({ file, path: `${path}/move`, message: `names "${d.id}", which is not a move call of the list's entity` });
      if (listEntity) move = { endpoint: v.move, id: listEntity.id, within: listEntity.ordered?.within ?? [] };
    }
    const edit = v.edit && listEntity ? { route: v.edit, id: listEntity.id } : undefined;
    return {
      ...(moderate ? { moderate } : {}),
      ...(publish ? { publish } : {}),
      ...(move ? { move } : {}),
      ...(edit ? { edit } : {}),
      endpoint: v.endpoint,
      item: v.item,
      params: v.params ?? {},
      filters: v.filters ?? [],
      ...(v.add ? { add: v.add } : {}),
      ...(v.layout ? { layout: v.layout } : {}),
      ...(v.statusTabs ? { statusTabs: true } : {}),
      ...(decide ? { decide } : {}),
      ...(unpaged ? { unpaged: true } : {}),
    };
  };
  if (Array.isArray(raw.hub)) {
    const sections = (raw.hub as HubSection[]).map((s, i) => {
      if ('tabs' in s)
        return {
          ...s,
          tabs: s.tabs.map((tab, j) => ({ ...tab, list: listView(`${at}/hub/${i}/tabs/${j}/list`, tab.list as Parameters<typeof listView>[1]) })),
        };
      if ('chart' in s || 'carousel' in s || 'names' in s) {
        if ('carousel' in s && !items.has(s.carousel.item))
          ctx.problems.push({
            file,
            path: `${at}/hub/${i}/carousel/item`,
            message: `names item template "${s.carousel.item}", which spec/items/ does not define`,
          });
        return buildHubChart(file, `${at}/hub/${i}`, s as HubChartSection, ctx) as HubSection;
      }
      if (!('list' in s)) {
        if ('routeParams' in s) ctx.problems.push({ file, path: `${at}/hub/${i}/routeParams`, message: 'only a list section takes routeParams' });
        return s;
      }
      const list = listView(`${at}/hub/${i}/list`, s.list as Parameters<typeof listView>[1]);
      const op = ctx.ops.get(list.endpoint);
      for (const name of Object.keys(s.routeParams ?? {})) {
        const path = `${at}/hub/${i}/routeParams/${name}`;
        if (op && !opInputFields(op).includes(name))
          ctx.problems.push({ file, path, message: `parameter "${name}" is not an input of endpoint "${list.endpoint}"` });
        else if (name in list.params) ctx.problems.push({ file, path, message: `parameter "${name}" is already set in params` });
      }
      return { ...s, list };
    });
    return { kind: 'hub', sections };
  }
  if (raw.list && typeof raw.list === 'object') return { kind: 'list', ...listView(`${at}/list`, raw.list as Parameters<typeof listView>[1]) };
  if (Array.isArray(raw.tabs)) {
    const tabs = raw.tabs as { title: Text; list: Parameters<typeof listView>[1] }[];
    return { kind: 'tabs', tabs: tabs.map((tab, i) => ({ title: tab.title, list: listView(`${at}/tabs/${i}/list`, tab.list) })) };
  }
  if (raw.detail && typeof raw.detail === 'object') {
    const v = raw.detail as unknown as Omit<
      Extract<ViewModel, { kind: 'detail' }>,
      'kind' | 'actions' | 'interactions' | 'images' | 'chips' | 'notes' | 'widgets' | 'fields'
    > &
      RawDetailExtras & {
        fields?: string[];
        interactions?: boolean;
        images?: string | string[];
      };
    const op = needOp(`${at}/detail/endpoint`, v.endpoint);
    const shape = detailSchemaRow(file, at, v, op && opInputFields(op), op?.output, ctx);
    const entity = v.schema === undefined && op?.entity ? ctx.entities.get(op.entity) : undefined;
    const row = shape ?? (entity && entityFields(entity));
    // A listed field is one of the entity's own (not a name field beside a code), or a property of the schema.
    const own = shape ?? (entity && { names: new Set(entity.fields.map((f) => f.name)), owner: `entity "${entity.name}"` });
    const missing = (path: string, name: string) => {
      const has = own !== undefined && own.names.has(name);
      if (own && !has) ctx.problems.push({ file, path, message: `names field "${name}", which ${own.owner} does not have` });
      return has;
    };
    const fields = v.fields ?? [];
    fields.forEach((f, i) => missing(`${at}/detail/fields/${i}`, f));
    // A reply field shown as a place names its code and name fields in x-place: the reply must have them.
    const replyProps = v.schema === undefined ? undefined : shapeProperties(v.schema, ctx.schemas);
    fields.forEach((f, i) => {
      const place = replyProps?.[f]?.['x-place'];
      for (const name of Array.isArray(place) ? (place as string[]) : []) {
        if (!replyProps?.[name])
          ctx.problems.push({
            file,
            path: `${at}/detail/fields/${i}`,
            message: `x-place of "${f}" names field "${name}", which schema "${v.schema}" does not have`,
          });
      }
    });
    checkTemplate(file, `${at}/detail/heading`, v.heading, row, ctx);
    if (v.highlight) checkTemplate(file, `${at}/detail/highlight`, v.highlight, row, ctx);
    if (v.meta) checkTemplate(file, `${at}/detail/meta`, v.meta, row, ctx);
    if (v.badge) checkTemplate(file, `${at}/detail/badge`, v.badge, row, ctx);
    const fieldOf = (key: 'body' | 'audio') => {
      const name = v[key];
      if (name !== undefined) missing(`${at}/detail/${key}`, name);
      return name === undefined ? undefined : entity?.fields.find((f) => f.name === name);
    };
    fieldOf('body');
    const audio = fieldOf('audio');
    if (audio && (audio.type !== 'file' || audio.accept !== 'audio'))
      ctx.problems.push({ file, path: `${at}/detail/audio`, message: `field "${audio.name}" is not a file field with accept: audio` });
    const interactions = v.interactions ?? Boolean(entity?.interactions);
    if (v.interactions && entity && !entity.interactions)
      ctx.problems.push({ file, path: `${at}/detail/interactions`, message: `entity "${entity.name}" takes no interactions` });
    const images = v.images === undefined ? [] : typeof v.images === 'string' ? [v.images] : v.images;
    images.forEach((f, i) => {
      const field = entity?.fields.find((x) => x.name === f);
      const path = `${at}/detail/images${typeof v.images === 'string' ? '' : `/${i}`}`;
      if (!missing(path, f)) return;
      if (field && field.type !== 'file' && field.type !== 'files') ctx.problems.push({ file, path, message: `field "${f}" is not a file field` });
    });
    for (const [key, type] of [
      ['latitude', 'number'],
      ['longitude', 'number'],
      ['address', 'string'],
    ] as const) {
      const name = v.map?.[key];
      if (name === undefined || !own) continue;
      const fieldType = entity ? entity.fields.find((f) => f.name === name)?.type : replyProps?.[name]?.type;
      if (!own.names.has(name))
        ctx.problems.push({ file, path: `${at}/detail/map/${key}`, message: `names field "${name}", which ${own.owner} does not have` });
      else if (fieldType !== type) ctx.problems.push({ file, path: `${at}/detail/map/${key}`, message: `field "${name}" is not a ${type} field` });
    }
    const extras = buildDetailExtras({ file, at: `${at}/detail`, row, needOp, inputsOf: opInputFields, ctx }, v);
    extras.actions.forEach((a, i) => {
      if (a.action === 'navigate' && !v.map)
        ctx.problems.push({ file, path: `${at}/detail/actions/${i}`, message: "action navigate opens the map's point: the view needs map" });
    });
    return { kind: 'detail', ...v, fields, images, interactions, ...extras };
  }
  const v = raw.form as Omit<Extract<ViewModel, { kind: 'form' }>, 'kind' | 'ui' | 'prefill' | 'then' | 'submits'> &
    Partial<Extract<ViewModel, { kind: 'form' }>>;
  const op = needOp(`${at}/form/endpoint`, v.endpoint);
  if (v.load) needOp(`${at}/form/load`, v.load);
  const edit = v.edit ? needOp(`${at}/form/edit`, v.edit) : undefined;
  if (v.edit && !v.load) ctx.problems.push({ file, path: `${at}/form/edit`, message: 'edit needs load, the call that reads the record to edit' });
  const inputs = op ? opInputFields(op) : [];
  const editInputs = edit ? opInputFields(edit) : undefined;
  v.fields.forEach((f, i) => {
    if (op && !inputs.includes(f))
      ctx.problems.push({ file, path: `${at}/form/fields/${i}`, message: `field "${f}" is not an input of endpoint "${v.endpoint}"` });
    if (editInputs && !editInputs.includes(f))
      ctx.problems.push({ file, path: `${at}/form/fields/${i}`, message: `field "${f}" is not an input of edit "${v.edit}"` });
  });
  (v.required ?? []).forEach((f, i) => {
    if (!v.fields.includes(f)) ctx.problems.push({ file, path: `${at}/form/required/${i}`, message: `field "${f}" is not one of the form's fields` });
  });
  for (const key of ['prefill', 'ui'] as const) {
    for (const f of Object.keys(v[key] ?? {})) {
      if (!v.fields.includes(f)) ctx.problems.push({ file, path: `${at}/form/${key}/${f}`, message: `field "${f}" is not one of the form's fields` });
    }
  }
  (v.submits ?? []).forEach((s, i) => {
    for (const f of Object.keys(s.set)) {
      if (op && !inputs.includes(f))
        ctx.problems.push({ file, path: `${at}/form/submits/${i}/set`, message: `field "${f}" is not an input of endpoint "${v.endpoint}"` });
    }
  });
  if (v.then?.param !== undefined && !v.then.route)
    ctx.problems.push({ file, path: `${at}/form/then/param`, message: 'param names the parameter of the route then opens: give route too' });
  const rawForm = raw.form as { divisions?: Record<string, RawDivisionPicker>; location?: RawLocationPicker };
  const divisions = buildDivisionPickers(file, `${at}/form/divisions`, rawForm.divisions ?? {}, op, ctx);
  const claimed = new Set(Object.values(divisions).flatMap(pickerFields));
  const location = buildLocationPicker(file, `${at}/form/location`, rawForm.location, op, claimed, ctx);
  const fields = withLocationFields(withPickerFields(v.fields, divisions), location);
  return {
    kind: 'form',
    endpoint: v.endpoint,
    fields,
    required: v.required ?? [],
    ui: v.ui ?? {},
    prefill: v.prefill ?? {},
    then: v.then ?? {},
    submits: v.submits ?? [],
    divisions,
    location,
    ...(v.load ? { load: v.load } : {}),
    ...(v.edit ? { edit: v.edit } : {}),
    ...(v.idField ? { idField: v.idField } : {}),
  };
}

/** A first page is fetched before anyone signs in, with no filter or tab chosen: a public list's only. */
function firstPageAllowed(file: string, at: string, r: RawRoute, view: ViewModel, ctx: Context): boolean {
  const problem = (message: string) => ctx.problems.push({ file, path: `${at}/firstPage`, message });
  if (view.kind !== 'list') problem(`only a list view has a first page, not a ${view.kind} view`);
  else if (r.auth !== 'public') problem(`is fetched before anyone signs in: only a public route takes it, not auth ${r.auth}`);
  else if (view.statusTabs) problem('a list with status tabs starts on a tab the reader picks, so its first page is not known at start');
  else return true;
  return false;
}

export function buildRoutes(files: SourceFile[], items: ItemModel[], ctx: Context): RouteModel[] {
  const itemMap = new Map(items.map((i) => [i.name, i]));
  const routes: RouteModel[] = [];
  for (const { file, data } of files) {
    const raw = data as { group: string; routes: Record<string, RawRoute> };
    for (const [key, r] of Object.entries(raw.routes)) {
      const at = `/routes/${key}`;
      const kinds = Object.keys(r.view).filter((k) => VIEW_KINDS.includes(k));
      if (kinds.length !== 1) {
        ctx.problems.push({
          file,
          path: `${at}/view`,
          message: `a view takes one of ${VIEW_KINDS.join(', ')} (besides share), not ${kinds.length === 0 ? 'none' : kinds.join(' and ')}`,
        });
        continue;
      }
      const view = buildView(file, `${at}/view`, r.view, ctx, itemMap);
      const share = r.view.share && buildShare(file, `${at}/view/share`, r.view.share, view, ctx);
      const firstCalls = buildFirstCalls(file, at, r.firstCalls, ctx);
      routes.push({
        id: `${raw.group}/${key}`,
        file,
        path: r.path,
        title: r.title as Text,
        auth: r.auth,
        ...(r.console ? { console: r.console } : {}),
        refresh: r.refresh === true,
        guestOnly: r.guestOnly === true,
        navigation: r.navigation ?? 'default',
        view,
        ...(share ? { share } : {}),
        ...(firstCalls ? { firstCalls } : {}),
        ...(r.firstPage && firstPageAllowed(file, at, r, view, ctx) ? { firstPage: true as const } : {}),
        ...(r.when && r.otherwise ? { gate: { when: r.when, otherwise: r.otherwise } } : {}),
      });
    }
  }
  const ids = new Set(routes.map((r) => r.id));
  const paths = new Map<string, string>();
  for (const r of routes) {
    if (r.console && r.auth !== 'operator')
      ctx.problems.push({ file: r.file, path: `/routes/${r.id.split('/').slice(1).join('/')}/console`, message: 'a console entry needs auth operator' });
    const other = paths.get(r.path);
    if (other) ctx.problems.push({ file: r.file, path: `/routes`, message: `path ${r.path} is already declared by route ${other}` });
    paths.set(r.path, r.id);
    const refs: [string, string | undefined][] = [];
    if (r.view.kind === 'detail')
      r.view.actions.forEach((a, i) => refs.push([`/view/detail/actions/${i}/route`, a.route], [`/view/detail/actions/${i}/then`, a.then]));
    if (r.view.kind === 'form') refs.push(['/view/form/then/route', r.view.then.route]);
    if (r.view.kind === 'chart') r.view.links.forEach((l, i) => refs.push([`/view/chart/links/${i}/route`, l.route]));
    if (r.view.kind === 'chart')
      r.view.cards.forEach((c, i) => 'table' in c && c.table?.link && refs.push([`/view/chart/cards/${i}/table/link/route`, c.table.link.route]));
    if (r.view.kind === 'list') refs.push(['/view/list/add', r.view.add], ['/view/list/edit', r.view.edit?.route]);
    if (r.view.kind === 'redirect' && r.view.to !== LAUNCH) {
      const to = r.view.to;
      refs.push(['/view/redirect', to]);
      const target = routes.find((t) => t.id === to);
      if (target?.view.kind === 'redirect')
        ctx.problems.push({
          file: r.file,
          path: `/routes/${r.id.split('/').slice(1).join('/')}/view/redirect`,
          message: `names route "${target.id}", which redirects too: name the page it leads to`,
        });
    }
    const at = `/routes/${r.id.split('/').slice(1).join('/')}`;
    if (r.view.kind === 'hub') checkHub(r.file, `${at}/view/hub`, r.view.sections, refs, ctx);
    if (r.gate) {
      checkHub(r.file, `${at}/otherwise`, r.gate.otherwise, refs, ctx);
      r.gate.otherwise.forEach((section, i) => {
        if ('tabs' in section)
          ctx.problems.push({ file: r.file, path: `${at}/otherwise/${i}/tabs`, message: 'tabs of lists belong in a hub view, not in otherwise' });
      });
      if (!HUB_CONDITIONS.includes(r.gate.when))
        ctx.problems.push({ file: r.file, path: `${at}/when`, message: `names condition "${r.gate.when}", which is not one of ${HUB_CONDITIONS.join(', ')}` });
    }
    for (const [path, ref] of refs) {
      if (ref && !ids.has(ref))
        ctx.problems.push({
          file: r.file,
          path: `/routes/${r.id.split('/').slice(1).join('/')}${path}`,
          message: `names route "${ref}", which spec/pages/ does not define`,
        });
    }
  }
  for (const item of items) {
    if (item.link && !ids.has(item.link))
      ctx.problems.push({ file: item.file, path: `/${item.name}/link`, message: `names route "${item.link}", which spec/pages/ does not define` });
  }
  return routes;
}

/** A hub's routes join the route references checked above; its icons, widgets, badges, conditions and commands must exist. */
function checkHub(file: string, at: string, sections: HubSection[], refs: [string, string | undefined][], ctx: Context): void {
  const prefix = at.replace(/^\/routes\/[^/]+/, '');
  const named = (path: string, kind: string, name: string | undefined, known: readonly string[] | ReadonlySet<string>, owner: string) => {
    if (name !== undefined && !new Set(known).has(name)) ctx.problems.push({ file, path, message: `names ${kind} "${name}", which ${owner}` });
  };
  const condition = (path: string, when: string | undefined) =>
    named(`${path}/when`, 'condition', when, HUB_CONDITIONS, `is not one of ${HUB_CONDITIONS.join(', ')}`);
  const widget = (path: string, name: string) => named(path, 'widget', name, hubNames.widgets, `${hubNames.file} does not give in hubWidgets`);
  sections.forEach((section, i) => {
    const icons: [string, string | undefined][] = [];
    condition(`${at}/${i}`, section.when);
    if ('tiles' in section)
      section.tiles.forEach((tile, j) => {
        refs.push([`${prefix}/${i}/tiles/${j}/route`, tile.route]);
        icons.push([`${at}/${i}/tiles/${j}/icon`, tile.icon]);
      });
    if ('links' in section && Array.isArray(section.links))
      section.links.forEach((link, j) => {
        condition(`${at}/${i}/links/${j}`, link.when);
        if ('widget' in link && 'route' in link) ctx.problems.push({ file, path: `${at}/${i}/links/${j}`, message: 'a link takes route or widget, not both' });
        if ('widget' in link) return widget(`${at}/${i}/links/${j}/widget`, link.widget);
        refs.push([`${prefix}/${i}/links/${j}/route`, link.route]);
        icons.push([`${at}/${i}/links/${j}/icon`, link.icon]);
        named(`${at}/${i}/links/${j}/badge`, 'badge', link.badge, hubNames.badges, `${hubNames.file} does not give in hubBadges`);
      });
    if ('banner' in section && section.banner.link) refs.push([`${prefix}/${i}/banner/link/route`, section.banner.link.route]);
    if ('banner' in section && i !== 0)
      ctx.problems.push({ file, path: `${at}/${i}/banner`, message: 'a banner heads the page: only the first section takes one' });
    if ('widget' in section) widget(`${at}/${i}/widget`, section.widget);
    if ('action' in section) {
      const action = section.action;
      if ('route' in action && 'run' in action) ctx.problems.push({ file, path: `${at}/${i}/action`, message: 'a button takes route or run, not both' });
      if ('route' in action) refs.push([`${prefix}/${i}/action/route`, action.route]);
      else named(`${at}/${i}/action/run`, 'command', action.run, HUB_COMMANDS, `is not one of ${HUB_COMMANDS.join(', ')}`);
      icons.push([`${at}/${i}/action/icon`, action.icon]);
    }
    if ('card' in section) icons.push([`${at}/${i}/card/icon`, section.card.icon]);
    for (const [path, icon] of icons)
      if (icon !== undefined && !materialIconExists(icon))
        ctx.problems.push({ file, path, message: `names icon "${icon}", which @mui/icons-material does not have` });
  });
}
