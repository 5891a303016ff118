import type { ChartPicker } from '../../shared/chart-view-types.ts';
import type { ChartInput } from '../../shared/chart-source-types.ts';
import { monthLabel } from '../charts/stats/stats-format.ts';
import type { Language } from '../i18n/language.ts';
import { calendarOf, pickerLabel, type PickerValue, type Row } from './chart-view-model.ts';
import { createTemplateHelpers } from './template-helpers.ts';
import { fillMessage, pick } from '../i18n/translate.ts';
import { TERM_ORDERS } from '../charts/solar-term-format.ts';
import { termOf } from '../../shared/solar-terms.ts';

type Values = Record<string, PickerValue | undefined>;

const given = (v: PickerValue | undefined): v is PickerValue => v !== undefined && v !== '';

/** A page input's value (decision 0151): a picker's value under the input's name, or YYYY-MM of a year and a calendar month. */
function inputValue(input: ChartInput, values: Values): PickerValue | undefined {
  if ('from' in input) return values[input.from];
  const year = values[input.year];
  const month = values[input.month];
  return given(year) && given(month) ? `${year}-${String(calendarOf(month)).padStart(2, '0')}` : undefined;
}

/** The pickers' values with the page's inputs made of them. */
export function withInputs(inputs: readonly ChartInput[] | undefined, values: Values): Values {
  return { ...values, ...Object.fromEntries((inputs ?? []).map((input) => [input.param, inputValue(input, values)])) };
}

/** The labels a text's {name} takes for the page's inputs: a joined month as "Jul 2026", else the picker's label. */
export function inputLabels(inputs: readonly ChartInput[] | undefined, values: Values, labels: Record<string, string>, lang: Language) {
  return Object.fromEntries(
    (inputs ?? []).map((input) => {
      const value = inputValue(input, values);
      return [input.param, 'from' in input ? (labels[input.from] ?? '') : value === undefined ? '' : monthLabel(String(value), lang)];
    }),
  );
}

/** The input a picker's options call is asked with: its fixed input and the values of the pickers before it it takes. */
export function optionsInput(picker: ChartPicker, values: Values): { input: Record<string, PickerValue>; ready: boolean } {
  const names = picker.options?.inputs ?? [];
  const taken = Object.fromEntries(names.flatMap((n) => (given(values[n]) ? [[n, values[n]]] : [])));
  return { input: { ...picker.options?.input, ...taken }, ready: names.every((n) => values[n] !== undefined) };
}

/** The rows of a picker's options call that give a value (of its `rows` list, only the filled ones). */
export function optionRows(picker: ChartPicker, reply: unknown): Row[] {
  const { rows, filled } = picker.options!;
  const list = rows === undefined ? reply : (reply as Row | undefined)?.[rows];
  return (Array.isArray(list) ? (list as Row[]) : []).filter((r) => filled === undefined || (r[filled] !== null && r[filled] !== undefined));
}

/** The values a picker of another call's values offers: each row's field, newest (largest) first, or as listed (decision 0154). */
export function optionValues(picker: ChartPicker, reply: unknown): PickerValue[] {
  const values = optionRows(picker, reply)
    .map((r) => r[picker.options!.field])
    .filter((v): v is PickerValue => typeof v === 'string' || typeof v === 'number');
  const unique = [...new Set(values)];
  return picker.options!.listed ? unique : unique.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/** The row an options picker's value stands for. */
export const optionRow = (picker: ChartPicker, reply: unknown, value: PickerValue | undefined): Row | undefined =>
  value === undefined ? undefined : optionRows(picker, reply).find((r) => String(r[picker.options!.field]) === String(value));

/**
 * An options picker's value: the chosen one while its call has not answered (none, when the call waits on
 * pickers before it), then the chosen one if the call's values have it, else the preferred row's
 * (decision 0154), else the newest.
 */
export function optionChoice(picker: ChartPicker, chosen: PickerValue | undefined, reply: unknown): PickerValue | undefined {
  if (reply === undefined) return picker.options?.inputs ? undefined : chosen;
  const values = optionValues(picker, reply);
  const prefer = Object.entries(picker.options?.prefer ?? {});
  const preferred = prefer.length > 0 ? optionRows(picker, reply).find((r) => prefer.every(([k, v]) => String(r[k]) === String(v))) : undefined;
  return values.find((v) => String(v) === String(chosen)) ?? (preferred?.[picker.options!.field] as PickerValue | undefined) ?? values[0];
}

/**
 * A term picker's value before the reader picks one, when it follows an options picker (`termOf`, decision
 * 0154): the term the chosen row's date falls in when the order has it, else the picker's default, else
 * its order's first term; none while that picker has no row.
 */
export function termFromRow(picker: ChartPicker, row: Row | undefined): PickerValue | undefined {
  if (!row || !picker.terms || !picker.termOf) return undefined;
  const date = row[picker.termOf.field];
  const term = typeof date === 'string' ? String(termOf(date).term) : undefined;
  const order = TERM_ORDERS[picker.terms];
  return term !== undefined && order.includes(term) ? term : (picker.default ?? order[0]);
}

/** An option's text: the options' label filled from its row ({field}, {field|one|other}, {field:places}), else the picker's label of the value. */
export function optionLabel(picker: ChartPicker, row: Row | undefined, value: PickerValue, lang: Language): string {
  const label = picker.options?.label;
  if (!label || !row) return pickerLabel(picker, value, lang);
  const { place } = createTemplateHelpers({ fields: {}, lang });
  const places = pick(label, lang).replace(/\{(\w+):places\}/g, (_m, name: string) =>
    place(...(Array.isArray(row[name]) ? (row[name] as Row[]).flatMap((d) => [d.code, d.name]) : [])),
  );
  const params = Object.fromEntries(Object.entries(row).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'));
  return fillMessage(places, params);
}
