import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { pick } from '../i18n/translate.ts';
import { locationFor, routeById } from '../router/paths.ts';
import type { RouteId } from '../../../generated/routes.ts';

interface Text {
  en: string;
  zh: string;
}

/** A banner as view.hub declares it (codegen/model-types.ts HubBanner). */
interface Banner {
  title: Text;
  text?: Text;
  link?: { route: RouteId; label?: Text; testId?: string };
}

/** A hub's coloured head (view.hub `banner:`): the page's heading, a line under it and a button opening a route. */
export function HubBanner({ banner }: { banner: Banner }) {
  const { link } = banner;
  return (
    <Paper
      square
      elevation={0}
      sx={{
        px: 2,
        pt: 2,
        pb: 1.5,
        color: 'common.white',
        background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      }}
      data-testid="hub-banner"
    >
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {pick(banner.title)}
      </Typography>
      {banner.text && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {pick(banner.text)}
        </Typography>
      )}
      {link && (
        <Button
          component={RouterLink}
          to={locationFor(link.route)}
          size="small"
          variant="contained"
          color="inherit"
          sx={{ mt: 1.5, color: 'primary.main', bgcolor: 'common.white' }}
          data-testid={link.testId ?? `hub-banner-${link.route.split('/')[1]}`}
        >
          {pick(link.label ?? routeById(link.route).title)}
        </Button>
      )}
    </Paper>
  );
}
