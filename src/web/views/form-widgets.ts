import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { DATE_WIDGET, DIVISION_FIELD, IMAGE_PATH_WIDGET, LOCATION_FIELD, MONEY_WIDGET, UPLOAD_FIELD } from './form-ui-schema.ts';
import { ImagePathWidget } from './image-path-widget.tsx';
import { UploadField } from './upload-widget.tsx';
import { DivisionField } from '../divisions/division-field.tsx';
import { LocationField } from '../location/location-field.tsx';
import { MoneyWidget } from './money-widget.tsx';
import { DateWidget } from './date-widget.tsx';

/** Fields the generated forms' uiSchemas refer to by name, beyond those of @rjsf/mui. */
export const formFields: RegistryFieldsType = { [UPLOAD_FIELD]: UploadField, [DIVISION_FIELD]: DivisionField, [LOCATION_FIELD]: LocationField };

/** Widgets the generated forms' uiSchemas refer to by name, beyond those of @rjsf/mui. */
export const formWidgets: RegistryWidgetsType = { [MONEY_WIDGET]: MoneyWidget, [DATE_WIDGET]: DateWidget, [IMAGE_PATH_WIDGET]: ImagePathWidget };
