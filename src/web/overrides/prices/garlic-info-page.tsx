import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStat } from '../../charts/use-stat.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { BatchPicker } from './batch-picker.tsx';
import { AllQuotations, MarketOverview } from './market-overview.tsx';
import { batchDate } from './prices-format.ts';

/** All markets on one quotation day: headline prices compared, then every quotation of the day. */
export function GarlicInfoPage() {
  useLanguage();
  useDicts(['region', 'varieties', 'specs']);
  const [batchNum, setBatchNum] = useState('');
  const query = useStat('priceAnalyse.day', batchNum ? { batchNum } : {});
  const data = query.data;
  const date = data?.priceDate ?? (batchNum ? batchDate(batchNum) : '');
  const rows = data?.rows ?? [];
  const retry = () => void query.refetch();
  return (
    <Box sx={{ pb: 2 }}>
      <BatchPicker batch={data} date={date} onChange={setBatchNum} />
      {query.isSuccess && rows.length === 0 && date && (
        <Typography color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="batch-none">
          {tPrices('prices.batch.none', { date })}
        </Typography>
      )}
      <MarketOverview rows={rows} date={date} status={query.status} onRetry={retry} />
      <AllQuotations rows={rows} status={query.status} onRetry={retry} />
    </Box>
  );
}
