import Button from '@mui/material/Button';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import type { RouteId } from '../../../../generated/routes.ts';
import { locationFor, type RouteParams } from '../../router/paths.ts';

interface Props {
  route: RouteId;
  params?: RouteParams;
  label: string;
  testId: string;
}

/** A full-width link to another statistics page, its parameters in the route's params value. */
export function LinkButton({ route, params, label, testId }: Props) {
  return (
    <Button
      component={RouterLink}
      to={locationFor(route, params)}
      variant="outlined"
      fullWidth
      endIcon={<ChevronRightIcon />}
      sx={{ bgcolor: 'background.paper', justifyContent: 'space-between' }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
