import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { generateForm } from '@rjsf/mui';
import type { RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '../i18n/translate.ts';
import { ErrorView } from '../shell/error-view.tsx';
import { useFormController } from './use-form-controller.ts';
import type { FormRouteId } from './form-module.ts';
import { visibleSubmits, type FormValues } from './form-data.ts';
import { pick } from '../i18n/translate.ts';
import { errorPath } from './form-errors.ts';
import { formFields, formWidgets } from './form-widgets.ts';
import { locationFields, pickerFields } from './form-ui-schema.ts';
import type { DivisionFormContext } from '../divisions/division-field.tsx';
import { formTemplates } from './form-list-templates.tsx';
import { ViewLoading } from './view-loading.tsx';
import { stopComposingEnter } from './ime.ts';

const Form = generateForm<FormValues, RJSFSchema>();

interface Props {
  routeId: FormRouteId;
  /** Values the page knows before the user types (the register page's openid). */
  initialData?: FormValues;
}

/** Errors of fields the user cannot see (hidden widgets) would otherwise go unexplained; a picker shows its own. */
function hiddenFieldErrors(errors: RJSFValidationError[], uiSchema: UiSchema, pickerOwned: Set<string>): string[] {
  return errors
    .filter((e) => !pickerOwned.has(errorPath(e)[0] ?? '') && (uiSchema[errorPath(e)[0] ?? ''] as UiSchema | undefined)?.['ui:widget'] === 'hidden')
    .map((e) => e.stack);
}

/** Messages by top-level field, for fields (the division picker) that show several fields' errors. */
function errorsByField(errors: RJSFValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const field = errorPath(e)[0] ?? '';
    (out[field] ??= []).push(e.message ?? e.stack);
  }
  return out;
}

export function FormView({ routeId, initialData }: Props) {
  const { search } = useLocation();
  return <FormBody key={`${routeId}${search}`} routeId={routeId} initialData={initialData} />;
}

function FormBody({ routeId, initialData }: Props) {
  const c = useFormController(routeId, initialData);
  const [attempted, setAttempted] = useState(false);
  const [hiddenErrors, setHiddenErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const pickerOwned = useMemo(
    () => new Set([...Object.values(c.loaded?.form.divisions ?? {}).flatMap(pickerFields), ...locationFields(c.loaded?.form.location)]),
    [c.loaded],
  );
  // The values of the submit button that was pressed (forms with several, like draft or publish).
  const pressed = useRef<Readonly<Record<string, unknown>>>({});
  if (c.status === 'loading') return <ViewLoading />;
  if (c.status === 'error' || !c.loaded) return <ErrorView message={t('views.form.loadFailed')} onRetry={c.retry} />;
  if (c.status === 'missing') return <ErrorView message={t('views.detail.missingId')} onRetry={() => window.history.back()} />;

  return (
    <Box sx={{ p: 2, bgcolor: 'background.paper' }} onKeyDownCapture={stopComposingEnter}>
      <Form
        schema={c.loaded.schema}
        uiSchema={c.uiSchema}
        validator={c.loaded.validator}
        fields={formFields}
        templates={formTemplates}
        widgets={formWidgets}
        formData={c.formData}
        formContext={{ formData: c.formData, fieldErrors } satisfies DivisionFormContext}
        onChange={(e) => {
          c.setFormData(e.formData);
          if (attempted) setFieldErrors(errorsByField(e.errors));
        }}
        onSubmit={(e) => {
          setHiddenErrors([]);
          if (e.formData) void c.submit(e.formData, pressed.current);
        }}
        onError={(errors) => {
          setAttempted(true);
          setHiddenErrors(hiddenFieldErrors(errors, c.uiSchema, pickerOwned));
          setFieldErrors(errorsByField(errors));
        }}
        transformErrors={c.transformErrors}
        customValidate={c.customValidate}
        liveValidate={attempted ? 'onChange' : undefined}
        showErrorList={false}
        focusOnFirstError
        noHtml5Validate
      >
        {hiddenErrors.map((message) => (
          <Alert key={message} severity="error" sx={{ mb: 1 }}>
            {message}
          </Alert>
        ))}
        {c.loaded.form.submits.length === 0 ? (
          <Button type="submit" variant="contained" size="large" fullWidth disabled={c.submitting} data-testid="form-submit" sx={{ mt: 2 }}>
            {t(c.submitting ? 'views.form.submitting' : 'views.form.submit')}
          </Button>
        ) : (
          <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
            {c.loaded.form.submits.map(
              (s, i) =>
                visibleSubmits([s], c.record).length > 0 && (
                  <Button
                    key={i}
                    type="submit"
                    variant={s.variant ?? 'contained'}
                    size="large"
                    fullWidth
                    disabled={c.submitting}
                    data-testid={`form-submit-${i}`}
                    onClick={() => (pressed.current = s.set)}
                  >
                    {c.submitting ? t('views.form.submitting') : pick(s.label)}
                  </Button>
                ),
            )}
          </Box>
        )}
      </Form>
    </Box>
  );
}
