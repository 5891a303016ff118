import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tPrices } from '../../i18n/messages/prices.ts';
import type { PriceBatch } from './prices-format.ts';
import { chinaToday } from '../../../shared/china-time.ts';

interface Props {
  batch: PriceBatch | undefined;
  /** The day shown: the asked batch's, or the latest batch's while none is asked. */
  date: string;
  onChange: (batchNum: string) => void;
}

/** A quotation day: step to the batch before or after, or pick any date. */
export function BatchPicker({ batch, date, onChange }: Props) {
  const today = chinaToday();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5 }}>
      <IconButton
        aria-label={tPrices('prices.batch.previous')}
        disabled={!batch?.previousBatchNum}
        onClick={() => batch?.previousBatchNum && onChange(batch.previousBatchNum)}
        data-testid="batch-previous"
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={tPrices('prices.batch.label')}
        value={date}
        onChange={(e) => e.target.value && onChange(e.target.value.replaceAll('-', ''))}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'data-testid': 'batch-date' } }}
      />
      <IconButton
        aria-label={tPrices('prices.batch.next')}
        disabled={!batch?.nextBatchNum}
        onClick={() => batch?.nextBatchNum && onChange(batch.nextBatchNum)}
        data-testid="batch-next"
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
