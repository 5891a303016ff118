import type { ManifestProblem } from './manifest-error.ts';
import { compileTemplate, helperArguments } from './compile-template.ts';
import type { EntityModel, JsonSchema, OperationModel } from './model-types.ts';

/** What building pages knows and collects (shared by the routes, items and share cards). */
export interface Context {
  entities: Map<string, EntityModel>;
  ops: Map<string, OperationModel>;
  problems: ManifestProblem[];
  dictCodes: Set<string>;
  /** The reply shapes of spec/schemas/, by name. */
  schemas: Record<string, JsonSchema>;
}

/** The fields a template may name: an entity's, or the top-level properties of a reply shape. */
export interface RowFields {
  names: Set<string>;
  /** How a problem calls the owner: 'entity "buySell"' or 'schema "exportHistoryYear"'. */
  owner: string;
}

export function entityFields(entity: EntityModel): RowFields {
  return { names: new Set(entity.fields.flatMap((f) => (f.nameField ? [f.name, f.nameField] : [f.name]))), owner: `entity "${entity.name}"` };
}

export function checkTemplate(file: string, path: string, source: string, row: RowFields | undefined, ctx: Context) {
  try {
    const { fields } = compileTemplate(source);
    const missing = (f: string) =>
      row && !row.names.has(f) && ctx.problems.push({ file, path, message: `template names field "${f}", which ${row.owner} does not have` });
    fields.forEach(missing);
    for (const code of helperArguments(source, 'dict'))
      if (!ctx.dictCodes.has(code)) ctx.problems.push({ file, path, message: `template names dictionary "${code}", which spec/dicts.yaml does not define` });
    for (const helper of ['enum', 'flag', 'label', 'unit', 'labelled']) helperArguments(source, helper).forEach(missing);
  } catch (error) {
    ctx.problems.push({ file, path, message: `bad template: ${(error as Error).message.split('\n')[0]}` });
  }
}
