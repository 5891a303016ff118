import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { centsToYuanText, yuanTextToCents } from './money-input.ts';

/**
 * rjsf widget for x-money fields: the value is integer fen, the person types yuan ("29.90"). Text
 * that is not an amount is passed on as typed, so the field's validation names it.
 */
export function MoneyWidget({
  id,
  htmlName,
  value,
  required,
  disabled,
  readonly,
  label,
  hideLabel,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
  placeholder,
}: WidgetProps) {
  const [text, setText] = useState<string | undefined>(undefined);
  const shown = text ?? centsToYuanText(value);
  return (
    <TextField
      id={id}
      name={htmlName || id}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      value={shown}
      error={rawErrors.length > 0}
      onChange={(e) => {
        setText(e.target.value);
        onChange(yuanTextToCents(e.target.value));
      }}
      onBlur={() => {
        setText(undefined);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
