import type { RegistryFieldsType } from '@rjsf/utils';
import { UPLOAD_FIELD } from './form-ui-schema.ts';
import { UploadField } from './upload-widget.tsx';

/** Fields the generated forms' uiSchemas refer to by name, beyond those of @rjsf/mui. */
export const formFields: RegistryFieldsType = { [UPLOAD_FIELD]: UploadField };
