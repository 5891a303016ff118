import type { SourceFile } from './load.ts';
import type { ManifestProblem } from './manifest-error.ts';
import { compileTemplate, helperArguments } from './compile-template.ts';
import type { EntityModel, ItemModel, OperationModel, RouteModel, Text, ViewModel } from './model-types.ts';

type RawRoute = Omit<RouteModel, 'id' | 'file' | 'view' | 'refresh' | 'guestOnly' | 'navigation'> & {
  refresh?: boolean;
  guestOnly?: boolean;
  navigation?: 'default' | 'custom';
  view: Record<string, Record<string, unknown> | string>;
};

interface Context {
  entities: Map<string, EntityModel>;
  ops: Map<string, OperationModel>;
  problems: ManifestProblem[];
  dictCodes: Set<string>;
}

function checkTemplate(file: string, path: string, source: string, entity: EntityModel | undefined, ctx: Context) {
  try {
    const { fields } = compileTemplate(source);
    const names = new Set(entity?.fields.flatMap((f) => (f.nameField ? [f.name, f.nameField] : [f.name])) ?? []);
    for (const f of fields) if (entity && !names.has(f)) ctx.problems.push({ file, path, message: `template names field "${f}", which entity "${entity.name}" does not have` });
    for (const code of helperArguments(source, 'dict')) if (!ctx.dictCodes.has(code)) ctx.problems.push({ file, path, message: `template names dictionary "${code}", which spec/dicts.yaml does not define` });
    for (const helper of ['enum', 'unit', 'label']) {
      for (const f of helperArguments(source, helper)) if (entity && !names.has(f)) ctx.problems.push({ file, path, message: `template names field "${f}", which entity "${entity.name}" does not have` });
    }
  } catch (error) {
    ctx.problems.push({ file, path, message: `bad template: ${(error as Error).message.split('\n')[0]}` });
  }
}

export function buildItems(sources: SourceFile[], ctx: Context): ItemModel[] {
  const declaredIn = new Map<string, string>();
  return sources.flatMap((source) => buildItemsOf(source, ctx, declaredIn));
}

function buildItemsOf(source: SourceFile, ctx: Context, declaredIn: Map<string, string>): ItemModel[] {
  const raw = source.data as Record<string, Omit<ItemModel, 'name' | 'lines' | 'file'> & { lines?: string[] }>;
  return Object.entries(raw).map(([name, item]) => {
    const other = declaredIn.get(name);
    if (other) ctx.problems.push({ file: source.file, path: `/${name}`, message: `item template "${name}" is already declared in ${other}` });
    declaredIn.set(name, source.file);
    const entity = ctx.entities.get(item.entity);
    if (!entity) ctx.problems.push({ file: source.file, path: `/${name}/entity`, message: `names entity "${item.entity}", which spec/entities/ does not define` });
    for (const key of ['badge', 'title', 'highlight', 'meta'] as const) {
      const t = item[key];
      if (t !== undefined) checkTemplate(source.file, `/${name}/${key}`, t, entity, ctx);
    }
    (item.lines ?? []).forEach((t, i) => checkTemplate(source.file, `/${name}/lines/${i}`, t, entity, ctx));
    return { ...item, name, file: source.file, lines: item.lines ?? [] };
  });
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
  if (raw.list && typeof raw.list === 'object') {
    const v = raw.list as { endpoint: string; item: string; params?: Record<string, string>; filters?: string[] };
    const op = needOp(`${at}/list/endpoint`, v.endpoint);
    if (op && !op.paged) ctx.problems.push({ file, path: `${at}/list/endpoint`, message: `endpoint "${v.endpoint}" is not a paged list (op: page)` });
    if (!items.has(v.item)) ctx.problems.push({ file, path: `${at}/list/item`, message: `names item template "${v.item}", which spec/items/ does not define` });
    const inputs = op ? opInputFields(op) : [];
    [...(v.filters ?? []), ...Object.keys(v.params ?? {})].forEach((f) => {
      if (op && !inputs.includes(f)) ctx.problems.push({ file, path: `${at}/list`, message: `filter "${f}" is not an input of endpoint "${v.endpoint}"` });
    });
    return { kind: 'list', endpoint: v.endpoint, item: v.item, params: v.params ?? {}, filters: v.filters ?? [] };
  }
  if (raw.detail && typeof raw.detail === 'object') {
    const v = raw.detail as Omit<Extract<ViewModel, { kind: 'detail' }>, 'kind' | 'actions'> & { actions?: { action: 'call' | 'edit' | 'unshelve' | 'delete'; field?: string; route?: string; endpoint?: string; owner?: boolean }[] };
    const op = needOp(`${at}/detail/endpoint`, v.endpoint);
    const entity = op?.entity ? ctx.entities.get(op.entity) : undefined;
    const fieldNames = new Set(entity?.fields.map((f) => f.name) ?? []);
    v.fields.forEach((f, i) => {
      if (entity && !fieldNames.has(f)) ctx.problems.push({ file, path: `${at}/detail/fields/${i}`, message: `names field "${f}", which entity "${entity.name}" does not have` });
    });
    checkTemplate(file, `${at}/detail/heading`, v.heading, entity, ctx);
    if (v.highlight) checkTemplate(file, `${at}/detail/highlight`, v.highlight, entity, ctx);
    const actions = (v.actions ?? []).map((a, i) => {
      if (a.endpoint) needOp(`${at}/detail/actions/${i}/endpoint`, a.endpoint);
      return { ...a, owner: a.owner === true };
    });
    return { kind: 'detail', ...v, actions };
  }
  const v = raw.form as Omit<Extract<ViewModel, { kind: 'form' }>, 'kind' | 'ui' | 'prefill' | 'then' | 'submits'> & Partial<Extract<ViewModel, { kind: 'form' }>>;
  const op = needOp(`${at}/form/endpoint`, v.endpoint);
  if (v.load) needOp(`${at}/form/load`, v.load);
  const edit = v.edit ? needOp(`${at}/form/edit`, v.edit) : undefined;
  if (v.edit && !v.load) ctx.problems.push({ file, path: `${at}/form/edit`, message: 'edit needs load, the call that reads the record to edit' });
  const inputs = op ? opInputFields(op) : [];
  const editInputs = edit ? opInputFields(edit) : undefined;
  v.fields.forEach((f, i) => {
    if (op && !inputs.includes(f)) ctx.problems.push({ file, path: `${at}/form/fields/${i}`, message: `field "${f}" is not an input of endpoint "${v.endpoint}"` });
    if (editInputs && !editInputs.includes(f)) ctx.problems.push({ file, path: `${at}/form/fields/${i}`, message: `field "${f}" is not an input of edit "${v.edit}"` });
  });
  (v.required ?? []).forEach((f, i) => {
    if (!v.fields.includes(f)) ctx.problems.push({ file, path: `${at}/form/required/${i}`, message: `field "${f}" is not one of the form's fields` });
  });
  (v.submits ?? []).forEach((s, i) => {
    for (const f of Object.keys(s.set)) {
      if (op && !inputs.includes(f)) ctx.problems.push({ file, path: `${at}/form/submits/${i}/set`, message: `field "${f}" is not an input of endpoint "${v.endpoint}"` });
    }
  });
  return {
    kind: 'form', endpoint: v.endpoint, fields: v.fields, required: v.required ?? [], ui: v.ui ?? {}, prefill: v.prefill ?? {}, then: v.then ?? {}, submits: v.submits ?? [],
    ...(v.load ? { load: v.load } : {}), ...(v.edit ? { edit: v.edit } : {}), ...(v.idField ? { idField: v.idField } : {}),
  };
}

export function buildRoutes(files: SourceFile[], items: ItemModel[], ctx: Context): RouteModel[] {
  const itemMap = new Map(items.map((i) => [i.name, i]));
  const routes: RouteModel[] = [];
  for (const { file, data } of files) {
    const raw = data as { group: string; routes: Record<string, RawRoute> };
    for (const [key, r] of Object.entries(raw.routes)) {
      const at = `/routes/${key}`;
      routes.push({
        id: `${raw.group}/${key}`,
        file,
        path: r.path,
        title: r.title as Text,
        auth: r.auth,
        refresh: r.refresh === true,
        guestOnly: r.guestOnly === true,
        navigation: r.navigation ?? 'default',
        view: buildView(file, `${at}/view`, r.view, ctx, itemMap),
      });
    }
  }
  const ids = new Set(routes.map((r) => r.id));
  const paths = new Map<string, string>();
  for (const r of routes) {
    const other = paths.get(r.path);
    if (other) ctx.problems.push({ file: r.file, path: `/routes`, message: `path ${r.path} is already declared by route ${other}` });
    paths.set(r.path, r.id);
    const refs: [string, string | undefined][] = [];
    if (r.view.kind === 'detail') r.view.actions.forEach((a, i) => refs.push([`/view/detail/actions/${i}/route`, a.route]));
    if (r.view.kind === 'form') refs.push(['/view/form/then/route', r.view.then.route]);
    for (const [path, ref] of refs) {
      if (ref && !ids.has(ref)) ctx.problems.push({ file: r.file, path: `/routes/${r.id.split('/').slice(1).join('/')}${path}`, message: `names route "${ref}", which spec/pages/ does not define` });
    }
  }
  for (const item of items) {
    if (item.link && !ids.has(item.link)) ctx.problems.push({ file: item.file, path: `/${item.name}/link`, message: `names route "${item.link}", which spec/pages/ does not define` });
  }
  return routes;
}
