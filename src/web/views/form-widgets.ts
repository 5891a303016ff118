import type { RegistryFieldsType } from '@rjsf/utils';
import { DIVISION_FIELD, UPLOAD_FIELD } from './form-ui-schema.ts';
import { UploadField } from './upload-widget.tsx';
import { DivisionField } from '../divisions/division-field.tsx';

/** Fields the generated forms' uiSchemas refer to by name, beyond those of @rjsf/mui. */
export const formFields: RegistryFieldsType = { [UPLOAD_FIELD]: UploadField, [DIVISION_FIELD]: DivisionField };
