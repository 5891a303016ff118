import { DIVISION_LEVELS, type DivisionLevelName, type DivisionPicker } from '../../shared/view-types.ts';

export type FormValues = Record<string, unknown>;
export type Selection = Partial<Record<DivisionLevelName, string>>;

export const CODE_LENGTH: Record<DivisionLevelName, number> = { province: 2, city: 4, county: 6, street: 9 };

/** The levels a picker shows: from province down to the deepest level it fills (the ones between only narrow). */
export function pickerLevels(picker: DivisionPicker): DivisionLevelName[] {
  const deepest = Math.max(...DIVISION_LEVELS.map((l, i) => (picker.levels[l] ? i : -1)));
  return DIVISION_LEVELS.slice(0, deepest + 1);
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The chosen code at each level: a level's own field when the form has one, else the prefix of a
 * deeper chosen code (a county code holds its city), else what the user picked there (`local`).
 */
export function selectionOf(picker: DivisionPicker, data: FormValues, local: Selection = {}): Selection {
  const levels = pickerLevels(picker);
  const own: Selection = {};
  for (const l of levels) {
    const field = picker.levels[l];
    const code = field ? text(data[field.code]) : '';
    if (code.length === CODE_LENGTH[l]) own[l] = code;
  }
  const deepest =
    [...levels]
      .reverse()
      .map((l) => own[l])
      .find(Boolean) ?? '';
  const out: Selection = {};
  for (const l of levels) {
    const fromDeeper = deepest.length > CODE_LENGTH[l] ? deepest.slice(0, CODE_LENGTH[l]) : undefined;
    const value = own[l] ?? fromDeeper ?? (picker.levels[l] ? undefined : local[l]);
    // A level only counts under the levels above it.
    const parent = out[levels[levels.indexOf(l) - 1] ?? 'province'];
    if (value && (l === 'province' || (parent && value.startsWith(parent)))) out[l] = value;
    else break;
  }
  return out;
}

/** The field changes of choosing `code` (named `name`) at `level`: that level set, every level below cleared. */
export function changesFor(
  picker: DivisionPicker,
  level: DivisionLevelName,
  choice: { code: string; name: string } | undefined,
): [string, string | undefined][] {
  const levels = pickerLevels(picker);
  const changes: [string, string | undefined][] = [];
  for (const l of levels.slice(levels.indexOf(level))) {
    const field = picker.levels[l];
    if (!field) continue;
    const chosen = l === level ? choice : undefined;
    changes.push([field.code, chosen?.code]);
    if (field.name) changes.push([field.name, chosen?.name]);
  }
  return changes;
}

/** The parent whose children a level lists: '' for provinces, undefined while the level above is unchosen. */
export function parentFor(level: DivisionLevelName, selection: Selection): string | undefined {
  const above = DIVISION_LEVELS[DIVISION_LEVELS.indexOf(level) - 1];
  return above === undefined ? '' : selection[above];
}
