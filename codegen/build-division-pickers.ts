import { DIVISION_LEVELS, type DivisionPicker } from '../src/shared/view-types.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { JsonSchema, OperationModel, Text } from './model-types.ts';

type RawLevel = string | { code: string; name?: string };
export type RawDivisionPicker = { label?: Text } & Partial<Record<(typeof DIVISION_LEVELS)[number], RawLevel>>;

/** Every field a picker fills, top level first, code before name. */
export function pickerFields(picker: DivisionPicker): string[] {
  return DIVISION_LEVELS.flatMap((level) => {
    const f = picker.levels[level];
    return f ? [f.code, ...(f.name ? [f.name] : [])] : [];
  });
}

/**
 * Checks a form's `divisions` against its endpoint: each named field must be a string input of the
 * call, and no field may be filled by two levels or two pickers. Errors name the file and key path.
 */
export function buildDivisionPickers(
  file: string,
  at: string,
  raw: Record<string, RawDivisionPicker>,
  op: OperationModel | undefined,
  ctx: { problems: ManifestProblem[] },
): Record<string, DivisionPicker> {
  const props = (op?.input.properties ?? {}) as Record<string, JsonSchema>;
  const claimed = new Map<string, string>();
  const out: Record<string, DivisionPicker> = {};
  for (const [name, picker] of Object.entries(raw)) {
    const levels: DivisionPicker['levels'] = {};
    for (const level of DIVISION_LEVELS) {
      const value = picker[level];
      if (value === undefined) continue;
      const fields = typeof value === 'string' ? { code: value } : value;
      for (const role of ['code', 'name'] as const) {
        const field = fields[role];
        if (field === undefined) continue;
        const path = `${at}/${name}/${level}${typeof value === 'string' ? '' : `/${role}`}`;
        const prop = props[field];
        if (op && !prop) ctx.problems.push({ file, path, message: `field "${field}" is not an input of endpoint "${op.id}"` });
        else if (prop && prop.type !== 'string') ctx.problems.push({ file, path, message: `field "${field}" must be a string to hold a division ${role}` });
        const other = claimed.get(field);
        if (other) ctx.problems.push({ file, path, message: `field "${field}" is already filled by ${other}` });
        claimed.set(field, `${name}/${level}`);
      }
      levels[level] = fields.name ? { code: fields.code, name: fields.name } : { code: fields.code };
    }
    out[name] = picker.label ? { label: picker.label, levels } : { levels };
  }
  return out;
}

/**
 * The form's fields with every picker field in: a picker stands where the first of its fields is
 * listed (its other fields follow it), or at the end when the manifest lists none of them.
 */
export function withPickerFields(fields: readonly string[], pickers: Record<string, DivisionPicker>): string[] {
  let out = [...fields];
  for (const picker of Object.values(pickers)) {
    const own = pickerFields(picker);
    const first = out.findIndex((f) => own.includes(f));
    const rest = out.filter((f) => !own.includes(f));
    const at = first < 0 ? rest.length : out.slice(0, first).filter((f) => !own.includes(f)).length;
    out = [...rest.slice(0, at), ...own, ...rest.slice(at)];
  }
  return out;
}
