import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import type { RouteId } from '../../../generated/routes.ts';
import { pick } from '../i18n/translate.ts';
import { locationFor, routeById } from '../router/paths.ts';

/** The button above a list that opens the form adding to it, labelled with that form's title. */
export function ListAddButton({ route }: { route: RouteId }) {
  return (
    <Box sx={{ px: 1.5, pb: 1, pt: 0.5 }}>
      <Button
        component={RouterLink}
        to={locationFor(route)}
        variant="outlined"
        fullWidth
        startIcon={<AddIcon />}
        data-testid="list-add"
        sx={{ bgcolor: 'background.paper' }}
      >
        {pick(routeById(route).title)}
      </Button>
    </Box>
  );
}
