import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The deep import keeps AJV itself (and its runtime compiler) out of the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { formLoaders } from '../../../generated/forms/index.ts';
import type { FormDescriptor } from '../../shared/view-types.ts';
import type { FormSchema } from './form-schema.ts';
import type { FormValues } from './form-data.ts';

export type FormRouteId = keyof typeof formLoaders;

export interface LoadedForm {
  schema: FormSchema & RJSFSchema;
  form: FormDescriptor;
  validator: ValidatorType<FormValues, RJSFSchema>;
}

/**
 * A generated form module: its schema, its descriptor and the ajv standalone validator exported
 * under the schema's $id — no schema is compiled in the browser (the CSP forbids eval).
 */
export async function loadForm(routeId: FormRouteId): Promise<LoadedForm> {
  const mod: Record<string, unknown> = await formLoaders[routeId]();
  const schema = mod.schema as FormSchema & RJSFSchema;
  const validate = mod[schema.$id];
  if (typeof validate !== 'function') throw new Error(`Form ${routeId} has no validator named ${schema.$id}`);
  const validateFns = { [schema.$id]: validate } as ValidatorFunctions;
  return { schema, form: mod.form as FormDescriptor, validator: createPrecompiledValidator<FormValues, RJSFSchema>(validateFns, schema) };
}
