import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { DivisionLevelName, DivisionPicker } from '../../shared/view-types.ts';
import { useLanguage } from '../shell/use-language.ts';
import { changesFor, parentFor, pickerLevels, selectionOf, type FormValues, type Selection } from './division-picker-model.ts';
import { optionLabel, useDivisionOptions } from './use-division-options.ts';
import { td } from '../i18n/messages/divisions.ts';

/** What FormView hands its fields through rjsf's formContext. */
export interface DivisionFormContext {
  formData: FormValues;
  /** Messages of failed checks, by field name (after the first submit). */
  fieldErrors: Record<string, string[]>;
}

/** The ui:options of the field that stands for a picker (see form-ui-schema.ts). */
export interface DivisionFieldOptions {
  pickerName: string;
  picker: DivisionPicker;
  required: boolean;
}

interface LevelProps {
  level: DivisionLevelName;
  parent: string | undefined;
  value: string;
  testId: string;
  disabled: boolean;
  onPick(choice: { code: string; name: string } | undefined): void;
}

function LevelSelect({ level, parent, value, testId, disabled, onPick }: LevelProps) {
  const lang = useLanguage();
  const options = useDivisionOptions(level, parent);
  const list = options.data ?? [];
  const empty = options.isSuccess && list.length === 0;
  const helper = options.isError ? td('divisions.failed', {}, lang) : empty && level === 'street' ? td('divisions.noStreets', {}, lang) : undefined;
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={td(`divisions.${level}`, {}, lang)}
      value={list.some((o) => o.code === value) ? value : ''}
      disabled={disabled || parent === undefined || empty}
      error={options.isError}
      helperText={helper}
      onClick={() => options.isError && void options.refetch()}
      onChange={(e) => onPick(list.find((o) => o.code === e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    >
      <option value="">{options.isLoading ? td('divisions.loading', {}, lang) : td('divisions.choose', {}, lang)}</option>
      {list.map((o) => (
        <option key={o.code} value={o.code}>
          {optionLabel(o, lang)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * rjsf field for a form's `divisions` picker: one select a level, each listing the children of the
 * level above, cached per parent. Choosing sets that level's code and name fields and clears those below.
 */
export function DivisionField({ uiSchema, registry, onChange, disabled, readonly }: FieldProps) {
  const lang = useLanguage();
  const { pickerName, picker, required } = uiSchema?.['ui:options'] as unknown as DivisionFieldOptions;
  const context = registry.formContext as DivisionFormContext;
  const [local, setLocal] = useState<Selection>({});
  const selection = selectionOf(picker, context.formData ?? {}, local);
  const levels = pickerLevels(picker);
  const errors = Object.entries(context.fieldErrors ?? {}).flatMap(([field, messages]) =>
    Object.values(picker.levels).some((f) => f?.code === field || f?.name === field) ? messages : [],
  );

  const pick = (level: DivisionLevelName, choice: { code: string; name: string } | undefined) => {
    const below = levels.slice(levels.indexOf(level) + 1);
    setLocal((old) => ({
      ...Object.fromEntries(Object.entries(old).filter(([l]) => !below.includes(l as DivisionLevelName) && l !== level)),
      ...(choice ? { [level]: choice.code } : {}),
    }));
    for (const [field, value] of changesFor(picker, level, choice)) onChange(value, [field]);
  };

  return (
    <Box data-testid={`division-${pickerName}`} sx={{ my: 1 }}>
      <FormLabel required={required} error={errors.length > 0} sx={{ display: 'block', mb: 1.5 }}>
        {picker.label?.[lang] ?? td('divisions.county', {}, lang)}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {levels.map((level) => (
          <LevelSelect
            key={level}
            level={level}
            parent={parentFor(level, selection)}
            value={selection[level] ?? ''}
            testId={`division-${pickerName}-${level}`}
            disabled={Boolean(disabled || readonly)}
            onPick={(choice) => pick(level, choice)}
          />
        ))}
      </Box>
      {errors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}
