import Chip from '@mui/material/Chip';
import { tDb } from '../../i18n/messages/database.ts';

/** The small "derived estimate" tag of figures no one publishes. */
export function EstimateChip() {
  return (
    <Chip size="small" variant="outlined" color="warning" label={tDb('db.derived')} sx={{ height: 20, fontSize: 11, ml: 0.5 }} data-testid="db-estimate" />
  );
}
