import type { ChartPicker } from '../src/shared/chart-view-types.ts';
import type { ChartInput, ChartOptions } from '../src/shared/chart-source-types.ts';
import type { JsonSchema } from './model-types.ts';
import type { Context } from './page-context.ts';

type Properties = Record<string, JsonSchema>;
type Problem = (path: string, message: string) => void;

/** The pickers a page input is made of. */
export const madeOf = (input: ChartInput): string[] => ('from' in input ? [input.from] : [input.year, input.month]);

const inputsOf = (call: string, ctx: Context) => (ctx.ops.get(call)?.input.properties ?? {}) as Properties;

/**
 * view.chart.inputs (decision 0151): each is an input of a call of the page that no picker sets itself,
 * made of pickers of the page; a month joined from a year and a calendar month goes to an input taking text.
 */
export function checkInputs(inputs: readonly ChartInput[], pickers: readonly ChartPicker[], calls: readonly string[], ctx: Context, problem: Problem) {
  const params = new Set(pickers.map((p) => p.param));
  inputs.forEach((input, i) => {
    const at = `/inputs/${i}`;
    if (params.has(input.param)) problem(`${at}/param`, `"${input.param}" is a picker's param: the picker sets it itself`);
    const takers = calls.filter((c) => input.param in inputsOf(c, ctx));
    if (takers.length === 0 && calls.every((c) => ctx.ops.has(c)))
      problem(`${at}/param`, `"${input.param}" is not an input of any call of the page (${calls.join(', ')})`);
    for (const key of ['from', 'year', 'month'] as const) {
      const name = (input as Partial<Record<typeof key, string>>)[key];
      if (name !== undefined && !params.has(name)) problem(`${at}/${key}`, `names "${name}", which no picker sets`);
    }
    if ('year' in input)
      for (const c of takers)
        if (inputsOf(c, ctx)[input.param]?.type !== 'string') problem(`${at}/param`, `input "${input.param}" of endpoint "${c}" does not take a YYYY-MM month`);
  });
}

/**
 * A picker's options call (decision 0151) takes the inputs the pickers before it set, themselves or made
 * into page inputs; every input it requires must be one of these or fixed in its `input`.
 */
export function optionsInputs(
  options: ChartOptions,
  i: number,
  pickers: readonly ChartPicker[],
  inputs: readonly ChartInput[],
  ctx: Context,
  problem: Problem,
) {
  const op = ctx.ops.get(options.call);
  if (!op) return options;
  const earlier = new Set(pickers.slice(0, i).map((p) => p.param));
  const made = inputs.filter((input) => madeOf(input).every((name) => earlier.has(name))).map((input) => input.param);
  const fixed = options.input ?? {};
  const takes = [...earlier, ...made].filter((name) => name in inputsOf(options.call, ctx) && !(name in fixed));
  for (const name of (op.input.required ?? []) as string[])
    if (!takes.includes(name) && !(name in fixed))
      problem(`/pickers/${i}/options/call`, `endpoint "${options.call}" requires input "${name}", which no picker before this one sets`);
  return takes.length > 0 ? { ...options, inputs: takes } : options;
}
