import type { ChartPicker } from '../../shared/chart-view-types.ts';
import type { ChartInput } from '../../shared/chart-source-types.ts';
import { monthLabel } from '../charts/stats/stats-format.ts';
import type { Language } from '../i18n/language.ts';
import { calendarOf, type PickerValue, type Row } from './chart-view-model.ts';

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

/** The values a picker of another call's values offers: each row's field (of its filled rows), newest (largest) first. */
export function optionValues(picker: ChartPicker, reply: unknown): PickerValue[] {
  const { field, rows, filled } = picker.options!;
  const list = rows === undefined ? reply : (reply as Row | undefined)?.[rows];
  const values = (Array.isArray(list) ? (list as Row[]) : [])
    .filter((r) => filled === undefined || (r[filled] !== null && r[filled] !== undefined))
    .map((r) => r[field])
    .filter((v): v is PickerValue => typeof v === 'string' || typeof v === 'number');
  return [...new Set(values)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/**
 * An options picker's value: the chosen one while its call has not answered (none, when the call waits on
 * pickers before it), then the chosen one if the call's values have it, else the newest.
 */
export function optionChoice(picker: ChartPicker, chosen: PickerValue | undefined, reply: unknown): PickerValue | undefined {
  if (reply === undefined) return picker.options?.inputs ? undefined : chosen;
  const values = optionValues(picker, reply);
  return values.find((v) => String(v) === String(chosen)) ?? values[0];
}
