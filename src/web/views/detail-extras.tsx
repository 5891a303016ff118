import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { DetailChip, DetailNote, DetailWidget, Row, TemplateHelpers } from '../../shared/view-types.ts';
import type { DetailWidgetName } from '../../../generated/details.ts';
import { detailWidgets } from '../overrides/detail-widgets.ts';
import type { Language } from '../i18n/language.ts';
import { tidy } from './list-item-model.ts';
import { rowMatches } from './detail-conditions.ts';

interface Shown {
  row: Row;
  h: TemplateHelpers;
  lang: Language;
}

/** The chips under a detail heading whose conditions hold. */
export function DetailChips({ chips, row, h, lang }: Shown & { chips: readonly DetailChip[] }) {
  const shown = chips.filter((c) => rowMatches(c.when, row));
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
      {shown.map((c, i) => (
        <Chip
          key={i}
          size="small"
          label={tidy(c.text[lang](row, h))}
          color={c.color ?? 'default'}
          variant={c.color === 'primary' ? 'outlined' : 'filled'}
          data-testid={c.testId}
        />
      ))}
    </Box>
  );
}

/** The notes over a detail body whose conditions hold. */
export function DetailNotes({ notes, row, h, lang }: Shown & { notes: readonly DetailNote[] }) {
  return notes
    .filter((n) => rowMatches(n.when, row))
    .map((n, i) => (
      <Alert key={i} severity={n.severity} sx={{ borderRadius: 0 }} data-testid={n.testId}>
        {tidy(n.text[lang](row, h))}
      </Alert>
    ));
}

/** The named hand-written blocks of one place whose conditions hold. */
export function DetailWidgets({
  widgets,
  place,
  row,
  refetch,
}: {
  widgets: readonly DetailWidget[];
  place: DetailWidget['place'];
  row: Row;
  refetch: () => void;
}) {
  return widgets
    .filter((w) => w.place === place && rowMatches(w.when, row))
    .map((w) => {
      const Widget = detailWidgets[w.widget as DetailWidgetName];
      return (
        <Suspense key={w.widget} fallback={null}>
          <Widget row={row} refetch={refetch} />
        </Suspense>
      );
    });
}
