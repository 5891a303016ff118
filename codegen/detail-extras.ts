import type { DetailActionModel, DetailChipModel, DetailNoteModel, DetailWidgetModel, OperationModel, RowCondition, Text } from './model-types.ts';
import { checkTemplate, type Context, type RowFields } from './page-context.ts';
import { detailWidgetNames } from './detail-widget-names.ts';

type Raw<T> = Omit<T, 'when'> & { when?: RowCondition | RowCondition[] };
export type RawDetailAction = Omit<Raw<DetailActionModel>, 'owner'> & { owner?: boolean };
export interface RawDetailExtras {
  chips?: Raw<DetailChipModel>[];
  notes?: (Omit<Raw<DetailNoteModel>, 'severity'> & { severity?: DetailNoteModel['severity'] })[];
  widgets?: (Omit<Raw<DetailWidgetModel>, 'place'> & { place?: DetailWidgetModel['place'] })[];
  actions?: RawDetailAction[];
  highlightWhen?: RowCondition | RowCondition[];
}

interface Env {
  file: string;
  /** The key path of the detail view: /routes/x/view/detail. */
  at: string;
  row: RowFields | undefined;
  needOp: (path: string, ref: unknown) => OperationModel | undefined;
  inputsOf: (op: OperationModel) => string[];
  ctx: Context;
}

/** A `when:` as a list, each test's field checked against the row. */
function conditions(env: Pick<Env, 'file' | 'row' | 'ctx'>, path: string, when: RowCondition | RowCondition[] | undefined): RowCondition[] | undefined {
  if (when === undefined) return undefined;
  const list = Array.isArray(when) ? when : [when];
  list.forEach((c, i) => {
    if (env.row && !env.row.names.has(c.field))
      env.ctx.problems.push({
        file: env.file,
        path: `${path}${Array.isArray(when) ? `/${i}` : ''}/field`,
        message: `names field "${c.field}", which ${env.row.owner} does not have`,
      });
  });
  return list;
}

function checkText(env: Pick<Env, 'file' | 'row' | 'ctx'>, path: string, text: Text) {
  for (const lang of ['en', 'zh'] as const) checkTemplate(env.file, `${path}/${lang}`, text[lang], env.row, env.ctx);
}

type Conditional = { text: Text; when?: RowCondition | RowCondition[] };

/** Texts of a row in each language with conditions (a list item's chips and notes), checked against the row. */
export function conditionalTexts<T extends Conditional>(
  env: Pick<Env, 'file' | 'row' | 'ctx'>,
  path: string,
  list: T[] | undefined,
): (Omit<T, 'when'> & { when?: RowCondition[] })[] {
  return (list ?? []).map((c, i) => {
    checkText(env, `${path}/${i}/text`, c.text);
    return { ...c, when: conditions(env, `${path}/${i}/when`, c.when) };
  });
}

/** Chips, notes and widgets of a detail view, and its actions' conditions and run calls, checked against the row. */
export function buildDetailExtras(env: Env, v: RawDetailExtras) {
  const { file, at, ctx } = env;
  const chips = (v.chips ?? []).map((c, i): DetailChipModel => {
    checkText(env, `${at}/chips/${i}/text`, c.text);
    const when = conditions(env, `${at}/chips/${i}/when`, c.when);
    return { ...c, when };
  });
  const notes = (v.notes ?? []).map((n, i): DetailNoteModel => {
    checkText(env, `${at}/notes/${i}/text`, n.text);
    const when = conditions(env, `${at}/notes/${i}/when`, n.when);
    return { ...n, severity: n.severity ?? 'info', when };
  });
  const widgets = (v.widgets ?? []).map((w, i): DetailWidgetModel => {
    if (!detailWidgetNames.widgets.has(w.widget))
      ctx.problems.push({ file, path: `${at}/widgets/${i}/widget`, message: `names widget "${w.widget}", which ${detailWidgetNames.file} does not give` });
    const when = conditions(env, `${at}/widgets/${i}/when`, w.when);
    return { ...w, place: w.place ?? 'body', when };
  });
  const actions = (v.actions ?? []).map((a, i): DetailActionModel => {
    const path = `${at}/actions/${i}`;
    const when = conditions(env, `${path}/when`, a.when);
    const op = a.endpoint ? env.needOp(`${path}/endpoint`, a.endpoint) : undefined;
    if (a.action === 'run') {
      if (!a.endpoint) ctx.problems.push({ file, path, message: 'a run action needs endpoint, the call it makes' });
      if (!a.label) ctx.problems.push({ file, path, message: 'a run action needs label, its button text' });
      const inputs = op ? env.inputsOf(op) : undefined;
      for (const [key, from] of [
        ['params', a.params],
        ['rowParams', a.rowParams],
      ] as const) {
        for (const name of Object.keys(from ?? {})) {
          if (inputs && !inputs.includes(name))
            ctx.problems.push({ file, path: `${path}/${key}/${name}`, message: `parameter "${name}" is not an input of endpoint "${a.endpoint}"` });
        }
      }
      for (const [name, field] of Object.entries(a.rowParams ?? {})) {
        if (env.row && !env.row.names.has(field))
          ctx.problems.push({ file, path: `${path}/rowParams/${name}`, message: `names field "${field}", which ${env.row.owner} does not have` });
      }
    } else {
      if (a.action === 'open') {
        if (!a.route) ctx.problems.push({ file, path, message: 'an open action needs route, the page it opens' });
        if (!a.label) ctx.problems.push({ file, path, message: 'an open action needs label, its button text' });
      }
      for (const key of ['label', 'params', 'rowParams', 'confirm', 'then'] as const) {
        if (a[key] !== undefined && !(key === 'label' && a.action === 'open'))
          ctx.problems.push({ file, path: `${path}/${key}`, message: `only a run action takes ${key}` });
      }
    }
    return { ...a, owner: a.owner === true, when };
  });
  const highlightWhen = conditions(env, `${at}/highlightWhen`, v.highlightWhen);
  return { chips, notes, widgets, actions, ...(highlightWhen ? { highlightWhen } : {}) };
}
