import { helperArguments } from '../compile-template.ts';
import type { EntityModel, FieldModel, JsonSchema, OperationModel, SpecModel } from '../model-types.ts';

type Part = 'type' | 'label' | 'enumLabels' | 'dict' | 'unit' | 'items' | 'money' | 'place';
type FieldView = Partial<Record<Part, unknown>>;

const ALL: Part[] = ['type', 'label', 'enumLabels', 'dict', 'unit', 'items', 'money', 'place'];

function view(field: FieldModel, parts: Part[]): FieldView {
  const out: FieldView = {};
  for (const part of parts) {
    if (part === 'items') {
      if (field.items)
        out.items = Object.fromEntries(
          field.items.map((item) => [
            item.name,
            view(
              item,
              parts.filter((p) => p !== 'items'),
            ),
          ]),
        );
    } else if (part !== 'place' && field[part] !== undefined) out[part] = field[part];
  }
  return out;
}

export function entityOf(model: SpecModel, name: string): EntityModel {
  const entity = model.entities.find((e) => e.name === name);
  if (!entity) throw new Error(`no entity ${name}`);
  return entity;
}

/** The views of the named fields (name fields of dictionary ids resolve to the id field); a place's names its code and name fields. */
export function fieldViews(entity: EntityModel, names: Iterable<string>, parts: Part[] = ALL): Record<string, FieldView> {
  const out: Record<string, FieldView> = {};
  for (const name of [...new Set(names)].sort()) {
    const field = entity.fields.find((f) => f.name === name);
    if (!field) continue;
    out[name] = view(field, parts);
    const place = entity.places?.[name];
    if (place && parts.includes('place')) out[name].place = place;
  }
  return out;
}

/**
 * Fields whose enum labels, units or labels the templates ask for: {{enum 'field' …}},
 * {{unit 'field'}}, {{label 'field'}}, {{flag 'field' …}} (its label, or its enum label of true),
 * {{labelled 'field' …}} (its label and unit).
 */
export function templateFieldViews(entity: EntityModel, sources: (string | undefined)[]): Record<string, FieldView> {
  const present = sources.filter((s): s is string => s !== undefined);
  const args = (helper: string) => present.flatMap((s) => helperArguments(s, helper));
  const flags = args('flag');
  const out = fieldViews(entity, [...args('enum'), ...flags], ['enumLabels']);
  const merge = (names: string[], parts: Part[]) => {
    for (const [name, v] of Object.entries(fieldViews(entity, names, parts))) out[name] = { ...out[name], ...v };
  };
  const labelled = args('labelled');
  merge([...args('unit'), ...labelled], ['unit']);
  merge([...args('label'), ...flags, ...labelled], ['label']);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** Dictionary codes the templates name with {{dict 'code' …}}, and those of the given fields. */
export function templateDicts(sources: (string | undefined)[], views: Record<string, FieldView> = {}): string[] {
  const named = sources.filter((s): s is string => s !== undefined).flatMap((s) => helperArguments(s, 'dict'));
  const dictsOf = (v: FieldView): string[] => [
    ...(typeof v.dict === 'string' ? [v.dict] : []),
    ...Object.values((v.items ?? {}) as Record<string, FieldView>).flatMap(dictsOf),
  ];
  const ofFields = Object.values(views).flatMap(dictsOf);
  return [...new Set([...named, ...ofFields])].sort();
}

/** Labels and choices of a call's inputs, from their schemas' x-label, x-enumLabels and x-dict (list filters). */
export function inputFieldViews(op: OperationModel, names: readonly string[]): Record<string, FieldView> {
  const props = (op.input.properties ?? {}) as Record<string, JsonSchema>;
  const out: Record<string, FieldView> = {};
  for (const name of [...new Set(names)].sort()) {
    const schema = props[name] ?? {};
    const v: FieldView = {};
    if (schema['x-label'] !== undefined) v.label = schema['x-label'];
    if (schema['x-enumLabels'] !== undefined) v.enumLabels = schema['x-enumLabels'];
    if (schema['x-dict'] !== undefined) v.dict = schema['x-dict'];
    // An input with no choices is typed in: a day picker for a date, a text box for a string.
    if (v.enumLabels === undefined && v.dict === undefined && schema.enum === undefined) {
      if (schema.format === 'date') v.type = 'date';
      else if (schema.type === 'string') v.type = 'text';
    }
    out[name] = v;
  }
  return out;
}
