import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ListView, type ListViewSpec } from '../../views/list-view.tsx';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';

const LISTS: Record<'stores' | 'rentals', ListViewSpec> = {
  stores: { endpoint: 'mine.findColdStorageAuthByPage', item: 'myColdStorage' },
  rentals: { endpoint: 'mine.findColdStorageRentByPage', item: 'myColdStorageRent' },
};

/** The owner's certified stores and rentals, one manifest list a tab. */
export function MyColdStoragePage() {
  const lang = useLanguage();
  const [tab, setTab] = useState<keyof typeof LISTS>('stores');
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: keyof typeof LISTS) => setTab(v)} variant="fullWidth" sx={{ bgcolor: 'background.paper', mb: 1 }}>
        <Tab value="stores" label={tc('cold.my.stores', {}, lang)} data-testid="my-cold-tab-stores" />
        <Tab value="rentals" label={tc('cold.my.rentals', {}, lang)} data-testid="my-cold-tab-rentals" />
      </Tabs>
      <ListView key={tab} view={LISTS[tab]} refresh infinite />
    </Box>
  );
}
