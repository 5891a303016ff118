import type { LocationPicker } from '../src/shared/view-types.ts';
import type { ManifestProblem } from './manifest-error.ts';
import type { JsonSchema, OperationModel, Text } from './model-types.ts';

export type RawLocationPicker = { label?: Text; latitude: string; longitude: string; address?: string };

/**
 * Checks a form's `location` against its endpoint: latitude and longitude must be number inputs of
 * the call, address a string input, and none of them a field a division picker fills. Errors name
 * the file and key path.
 */
export function buildLocationPicker(
  file: string,
  at: string,
  raw: RawLocationPicker | undefined,
  op: OperationModel | undefined,
  claimed: ReadonlySet<string>,
  ctx: { problems: ManifestProblem[] },
): LocationPicker | null {
  if (!raw) return null;
  const props = (op?.input.properties ?? {}) as Record<string, JsonSchema>;
  const check = (role: 'latitude' | 'longitude' | 'address', type: 'number' | 'string') => {
    const field = raw[role];
    if (field === undefined) return;
    const path = `${at}/${role}`;
    const prop = props[field];
    if (op && !prop) ctx.problems.push({ file, path, message: `field "${field}" is not an input of endpoint "${op.id}"` });
    else if (prop && prop.type !== type) ctx.problems.push({ file, path, message: `field "${field}" must be a ${type} to hold the ${role}` });
    if (claimed.has(field)) ctx.problems.push({ file, path, message: `field "${field}" is already filled by a division picker` });
  };
  check('latitude', 'number');
  check('longitude', 'number');
  check('address', 'string');
  if (raw.latitude === raw.longitude) ctx.problems.push({ file, path: `${at}/longitude`, message: `latitude and longitude must be two fields` });
  return { ...(raw.label ? { label: raw.label } : {}), latitude: raw.latitude, longitude: raw.longitude, ...(raw.address ? { address: raw.address } : {}) };
}

/**
 * The form's fields with the point's fields in: latitude and longitude stand where the first of them
 * is listed, else right after the address, else at the end. The address stays an input of its own.
 */
export function withLocationFields(fields: readonly string[], picker: LocationPicker | null): string[] {
  if (!picker) return [...fields];
  const own = [picker.latitude, picker.longitude];
  const rest = fields.filter((f) => !own.includes(f));
  const first = fields.findIndex((f) => own.includes(f));
  let at = first >= 0 ? fields.slice(0, first).filter((f) => !own.includes(f)).length : rest.length;
  if (first < 0 && picker.address && rest.includes(picker.address)) at = rest.indexOf(picker.address) + 1;
  return [...rest.slice(0, at), ...own, ...rest.slice(at)];
}
