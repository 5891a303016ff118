import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { t } from '../i18n/translate.ts';

/** A list field (a report's prices by grade) as a labelled group of rows with an add button. */
export function ListFieldTemplate({ title, uiSchema, required, items, canAdd, onAddClick, disabled, readonly, fieldPathId }: ArrayFieldTemplateProps) {
  const label = getUiOptions(uiSchema).title ?? title;
  return (
    <Box data-testid={`list-field-${fieldPathId.path.join('-')}`}>
      <FormLabel required={required} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      {items}
      {canAdd && (
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={onAddClick} disabled={disabled || readonly} data-testid="list-field-add">
          {t('views.form.addRow')}
        </Button>
      )}
    </Box>
  );
}

/** One row of a list field: its fields side by side and a button that takes the row out. */
export function ListRowTemplate({ children, buttonsProps, index }: ArrayFieldItemTemplateProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mb: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="list-field-row">
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {buttonsProps.hasRemove && (
        <IconButton
          aria-label={t('views.form.removeRow', { n: index + 1 })}
          onClick={buttonsProps.onRemoveItem}
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          sx={{ mt: 1.5 }}
          data-testid="list-field-remove"
        >
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Box>
  );
}

export const formTemplates = { ArrayFieldTemplate: ListFieldTemplate, ArrayFieldItemTemplate: ListRowTemplate };
