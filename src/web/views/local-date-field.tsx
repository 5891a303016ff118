import type { ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLanguage } from '../shell/use-language.ts';
import { formatFormDate } from './form-date.ts';

interface Props {
  /** The native date input's id and name: a label's htmlFor and a form's field name. */
  id: string;
  name: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The test ids of the shown text, of the native input, and of the whole field. */
  textTestId: string;
  inputTestId?: string;
  testId?: string;
  /** The day picked, YYYY-MM-DD, or '' when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * A date that reads in the user's language (2026年11月25日, 25 Nov 2026) and opens the phone's own date
 * picker on a tap, through a native date input laid transparently over the field: a native input alone
 * shows the browser's locale, US order in a Chinese app. Forms' date fields and lists' date filters use it.
 */
export function LocalDateField(props: Props) {
  const { id, name, value, label, required, disabled, error, size, sx, textTestId, inputTestId, testId, onChange, onBlur, onFocus } = props;
  const lang = useLanguage();
  return (
    <TextField
      label={label}
      required={required}
      disabled={disabled}
      size={size}
      sx={sx}
      value={formatFormDate(value, lang)}
      error={error}
      data-testid={testId}
      slotProps={{
        inputLabel: { shrink: true, htmlFor: id },
        htmlInput: { readOnly: true, tabIndex: -1, 'aria-hidden': true, 'data-testid': textTestId },
        input: {
          endAdornment: (
            <input
              id={id}
              name={name}
              type="date"
              value={value}
              disabled={disabled}
              required={required}
              aria-label={typeof label === 'string' ? label : undefined}
              data-testid={inputTestId}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              onFocus={onFocus}
              onClick={(e) => (e.currentTarget as HTMLInputElement & { showPicker?: () => void }).showPicker?.()}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'pointer', border: 0, padding: 0, margin: 0 }}
            />
          ),
        },
      }}
    />
  );
}
