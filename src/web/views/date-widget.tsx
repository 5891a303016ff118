import type { WidgetProps } from '@rjsf/utils';
import TextField from '@mui/material/TextField';
import { useLanguage } from '../shell/use-language.ts';
import { formatFormDate } from './form-date.ts';

/**
 * rjsf widget for `format: date` fields: the date reads in the user's language (2026年11月25日), and a
 * tap opens the phone's own date picker, through a native date input laid transparently over the field
 * (a native input alone shows the browser's locale, US order in a Chinese app).
 */
export function DateWidget({ id, htmlName, value, required, disabled, readonly, label, hideLabel, rawErrors = [], onChange, onBlur, onFocus }: WidgetProps) {
  const lang = useLanguage();
  const locked = disabled || readonly;
  return (
    <TextField
      label={hideLabel ? undefined : label}
      required={required}
      disabled={locked}
      value={formatFormDate(value, lang)}
      error={rawErrors.length > 0}
      slotProps={{
        inputLabel: { shrink: true, htmlFor: id },
        htmlInput: { readOnly: true, tabIndex: -1, 'aria-hidden': true, 'data-testid': `date-text-${htmlName || id}` },
        input: {
          endAdornment: (
            <input
              id={id}
              name={htmlName || id}
              type="date"
              value={typeof value === 'string' ? value : ''}
              disabled={locked}
              required={required}
              aria-label={typeof label === 'string' ? label : undefined}
              onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              onClick={(e) => (e.currentTarget as HTMLInputElement & { showPicker?: () => void }).showPicker?.()}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', border: 0, padding: 0, margin: 0 }}
            />
          ),
        },
      }}
    />
  );
}
