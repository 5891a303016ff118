import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { enumLabels } from '../../../generated/enum-labels.ts';
import { useLanguage } from '../shell/use-language.ts';
import { ViewLoading } from '../views/view-loading.tsx';
import { Banners, MenuGrid, useMenuLinks } from './home-page.tsx';

const sections = enumLabels.menu.section as Record<string, { en: string; zh: string }>;

/** The more page's banners (bannerType 2). */
export function MoreBanners() {
  return <Banners bannerType="2" testId="more-banners" />;
}

/** The full menu by section: every entry whose page this app has; entries for pages still to come stay hidden. */
export function MenuSections() {
  const lang = useLanguage();
  const { links, status } = useMenuLinks();
  if (status === 'pending') return <ViewLoading />;
  const groups = Object.keys(sections)
    .map((section) => [section, links.filter((l) => l.entry.section === section)] as const)
    .filter(([, list]) => list.length > 0);
  return groups.map(([section, list]) => (
    <Box component="section" key={section} sx={{ mt: 1.5 }} data-testid={`more-section-${section}`}>
      <Typography component="h2" variant="subtitle2" sx={{ px: 2, pb: 0.5, fontWeight: 700 }}>
        {sections[section]![lang]}
      </Typography>
      <MenuGrid links={list} testId={`more-grid-${section}`} label={sections[section]![lang]} />
    </Box>
  ));
}
