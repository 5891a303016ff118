import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { ListView, type ListViewSpec } from '../../views/list-view.tsx';

const varietyFilter = { goodsId: { label: { en: 'Variety', zh: '品种' }, dict: 'varieties' } };
const lists: Record<'pioneers' | 'articles', ListViewSpec> = {
  pioneers: { endpoint: 'garlicPioneerUser.findByPage', item: 'pioneerCard', filters: ['goodsId'], filterFields: varietyFilter },
  articles: { endpoint: 'garlicPioneerArticle.findByPage', item: 'pioneerArticle', filters: ['goodsId'], filterFields: varietyFilter },
};

/** The expert community: who writes, and what they wrote last, under one header. */
export function PioneerIndexPage() {
  const [tab, setTab] = useState<keyof typeof lists>('pioneers');
  return (
    <>
      <Paper square elevation={0} sx={{ px: 2, pt: 2, pb: 1.5, background: 'linear-gradient(135deg, #2e7d32 0%, #558b2f 100%)', color: 'common.white' }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {tPioneer('pioneer.hero.title')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {tPioneer('pioneer.hero.subtitle')}
        </Typography>
        <Button
          component={RouterLink}
          to={locationFor('famous-person/person-center')}
          size="small"
          variant="contained"
          color="inherit"
          sx={{ mt: 1.5, color: 'primary.main', bgcolor: 'common.white' }}
          data-testid="pioneer-centre-link"
        >
          {tPioneer('pioneer.hero.centre')}
        </Button>
      </Paper>
      <Tabs value={tab} onChange={(_e, value: keyof typeof lists) => setTab(value)} variant="fullWidth" sx={{ bgcolor: 'background.paper', mb: 1 }}>
        <Tab value="pioneers" label={tPioneer('pioneer.tab.pioneers')} data-testid="tab-pioneers" />
        <Tab value="articles" label={tPioneer('pioneer.tab.articles')} data-testid="tab-articles" />
      </Tabs>
      <Box key={tab}>
        <ListView view={lists[tab]} refresh infinite />
      </Box>
    </>
  );
}
