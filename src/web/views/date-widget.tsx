import type { WidgetProps } from '@rjsf/utils';
import { LocalDateField } from './local-date-field.tsx';

/** rjsf widget for `format: date` fields: the date reads in the user's language over the phone's own picker. */
export function DateWidget({ id, htmlName, value, required, disabled, readonly, label, hideLabel, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <LocalDateField
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      textTestId={`date-text-${htmlName || id}`}
      onChange={(day) => onChange(day === '' ? undefined : day)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
