import Box from '@mui/material/Box';
import { changeParts, percent } from './prices-format.ts';

/** A price move: ▲ in red, ▼ in green (the Chinese market convention), with the % under it when asked. */
export function ChangeText({ change, rate, showRate = false }: { change: number | null; rate?: number | null; showRate?: boolean }) {
  const { text, color } = changeParts(change);
  return (
    <Box component="span" sx={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="price-change">
      {text}
      {showRate && rate !== null && rate !== undefined && (
        <Box component="span" sx={{ display: 'block', fontSize: '0.75em' }}>
          {percent(rate)}
        </Box>
      )}
    </Box>
  );
}
