import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { pick } from '../i18n/translate.ts';
import { ListView } from './list-view.tsx';
import type { HubSection } from './hub-shown.tsx';

type TabsSection = Extract<HubSection, { tabs: unknown }>;

/** Tabs over the rest of a hub, each a list (view.hub `tabs:`); the first one open. */
export function HubTabs({ section }: { section: TabsSection }) {
  const [open, setOpen] = useState(0);
  return (
    <>
      <Tabs value={open} onChange={(_e, value: number) => setOpen(value)} variant="fullWidth" sx={{ bgcolor: 'background.paper', mt: 1, mb: 1 }}>
        {section.tabs.map((tab, i) => (
          <Tab key={i} value={i} label={pick(tab.title)} data-testid={'testId' in tab ? tab.testId : undefined} />
        ))}
      </Tabs>
      <Box key={open}>
        <ListView view={section.tabs[open]!.list} refresh infinite />
      </Box>
    </>
  );
}
