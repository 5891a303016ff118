import { helperArguments } from '../compile-template.ts';
import type { EntityModel, FieldModel, SpecModel } from '../model-types.ts';

type Part = 'type' | 'label' | 'enumLabels' | 'dict' | 'unit' | 'money';
type FieldView = Partial<Record<Part, unknown>>;

const ALL: Part[] = ['type', 'label', 'enumLabels', 'dict', 'unit', 'money'];

function view(field: FieldModel, parts: Part[]): FieldView {
  const out: FieldView = {};
  for (const part of parts) if (field[part] !== undefined) out[part] = field[part];
  return out;
}

export function entityOf(model: SpecModel, name: string): EntityModel {
  const entity = model.entities.find((e) => e.name === name);
  if (!entity) throw new Error(`no entity ${name}`);
  return entity;
}

/** The views of the named fields (name fields of dictionary ids resolve to the id field). */
export function fieldViews(entity: EntityModel, names: Iterable<string>, parts: Part[] = ALL): Record<string, FieldView> {
  const out: Record<string, FieldView> = {};
  for (const name of [...new Set(names)].sort()) {
    const field = entity.fields.find((f) => f.name === name);
    if (field) out[name] = view(field, parts);
  }
  return out;
}

/** Fields whose enum labels, units or labels the templates ask for: {{enum 'field' …}}, {{unit 'field'}}, {{label 'field'}}. */
export function templateFieldViews(entity: EntityModel, sources: (string | undefined)[]): Record<string, FieldView> {
  const present = sources.filter((s): s is string => s !== undefined);
  const enums = present.flatMap((s) => helperArguments(s, 'enum'));
  const units = present.flatMap((s) => helperArguments(s, 'unit'));
  const labels = present.flatMap((s) => helperArguments(s, 'label'));
  const out = fieldViews(entity, enums, ['enumLabels']);
  for (const [name, v] of Object.entries(fieldViews(entity, units, ['unit']))) out[name] = { ...out[name], ...v };
  for (const [name, v] of Object.entries(fieldViews(entity, labels, ['label']))) out[name] = { ...out[name], ...v };
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** Dictionary codes the templates name with {{dict 'code' …}}, and those of the given fields. */
export function templateDicts(sources: (string | undefined)[], views: Record<string, FieldView> = {}): string[] {
  const named = sources.filter((s): s is string => s !== undefined).flatMap((s) => helperArguments(s, 'dict'));
  const ofFields = Object.values(views).flatMap((v) => (typeof v.dict === 'string' ? [v.dict] : []));
  return [...new Set([...named, ...ofFields])].sort();
}
