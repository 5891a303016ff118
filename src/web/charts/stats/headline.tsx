import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { tStats } from '../../i18n/messages/stats.ts';
import { changeColor } from '../../app/market-colors.ts';

export interface HeadlineChange {
  label: string;
  /** The text shown, e.g. "+8.5%" or "−62.5万吨". */
  text: string;
  /** Its sign picks the colour (red up, green down). */
  value: number | null | undefined;
}

interface Props {
  caption: string;
  figure: string;
  changes: readonly HeadlineChange[];
  note?: string;
  estimate?: boolean;
  testId: string;
}

/** The one figure a trader looks for first, large, with its changes beneath. */
export function Headline({ caption, figure, changes, note, estimate, testId }: Props) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.25 }} data-testid={`${testId}-value`}>
        {figure}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
        {changes.map((c) => (
          <Typography key={c.label} variant="caption" component="p" sx={{ whiteSpace: 'nowrap' }}>
            {c.label}{' '}
            <Box component="span" sx={{ color: changeColor(c.value), fontWeight: 600 }}>
              {c.text}
            </Box>
          </Typography>
        ))}
        {estimate && <Chip label={tStats('stats.estimate')} size="small" variant="outlined" sx={{ height: 18, fontSize: 11 }} data-testid="estimate-chip" />}
      </Box>
      {note && (
        <Typography variant="caption" component="p" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
