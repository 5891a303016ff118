import type { ChartPicker } from '../src/shared/chart-view-types.ts';
import type { ChartOptions } from '../src/shared/chart-source-types.ts';
import type { JsonSchema } from './model-types.ts';
import type { Context } from './page-context.ts';
import { propertiesOf, rowFields } from './chart-view-shapes.ts';

type Problem = (path: string, message: string) => void;

/** The fields of the rows an options call's values come from. */
function optionFields(options: ChartOptions, ctx: Context) {
  const op = ctx.ops.get(options.call);
  if (!op) return undefined;
  return options.rows === undefined ? rowFields(op.output, ctx) : rowFields(propertiesOf(op.output, ctx)?.[options.rows], ctx);
}

/** A list of divisions { code, name }, which {field:places} reads as a place name. */
const isPlaces = (schema: JsonSchema | undefined, ctx: Context) => {
  const fields = rowFields(schema, ctx);
  return fields !== undefined && 'code' in fields && 'name' in fields;
};

/**
 * Decision 0154: an options picker's `prefer` and each {field} of its `label` name fields of its rows
 * ({field:places} a list of divisions); a term picker's `termOf` names an options picker before it and a
 * date field of that picker's rows.
 */
export function checkOptionRows(picker: ChartPicker, i: number, pickers: readonly ChartPicker[], ctx: Context, problem: Problem) {
  const options = picker.options;
  const fields = options && optionFields(options, ctx);
  if (options && fields) {
    for (const name of Object.keys(options.prefer ?? {}))
      if (!(name in fields)) problem(`/pickers/${i}/options/prefer/${name}`, `names field "${name}", which the rows of "${options.call}" do not have`);
    for (const lang of ['en', 'zh'] as const)
      for (const [, name, format] of (options.label?.[lang] ?? '').matchAll(/\{(\w+)(?::(\w+))?(?:\|[^}]*)?\}/g)) {
        const at = `/pickers/${i}/options/label/${lang}`;
        if (!(name! in fields)) problem(at, `names {${name}}, which the rows of "${options.call}" do not have`);
        else if (format !== undefined && format !== 'places') problem(at, `names format "${format}", which is not places`);
        else if (format === 'places' && !isPlaces(fields[name!], ctx))
          problem(at, `field "${name}" of the rows of "${options.call}" is not a list of divisions { code, name }`);
      }
  }
  const termOf = picker.termOf;
  if (!termOf) return;
  if (!picker.terms) problem(`/pickers/${i}/termOf`, 'is for a terms picker only');
  const from = pickers.slice(0, i).find((p) => p.param === termOf.picker);
  if (!from?.options) return problem(`/pickers/${i}/termOf/picker`, `names "${termOf.picker}", which is not an options picker before this one`);
  const date = optionFields(from.options, ctx)?.[termOf.field];
  if (ctx.ops.has(from.options.call) && !(date?.type === 'string' && date.format === 'date'))
    problem(`/pickers/${i}/termOf/field`, `names "${termOf.field}", which is not a date field of the rows of "${from.options.call}"`);
}
