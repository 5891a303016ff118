import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../i18n/translate.ts';
import { navigateBack } from '../views/navigate-back.ts';

export interface NavigationBarProps {
  title: string;
  /** A page below a tab: the arrow goes back, or to this tab root when there is no history. */
  backTo: string | null;
  /** A button at the right end (the share button). */
  action?: ReactNode;
}

/** The white navigation bar with the black page title, and a back arrow on every page below a tab. */
export function NavigationBar({ title, backTo, action }: NavigationBarProps) {
  const navigate = useNavigate();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={(theme) => ({
        bgcolor: theme.palette.navigationBar.background,
        color: theme.palette.navigationBar.text,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Toolbar variant="dense" sx={{ justifyContent: 'center', minHeight: 48 }}>
        {backTo !== null && (
          <IconButton
            edge="start"
            color="inherit"
            aria-label={t('shell.back')}
            onClick={() => navigateBack(navigate, backTo)}
            data-testid="nav-back"
            sx={{ position: 'absolute', left: 8 }}
          >
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography component="h1" variant="subtitle1" noWrap sx={{ fontWeight: 600, px: 6 }}>
          {title}
        </Typography>
        {action}
      </Toolbar>
    </AppBar>
  );
}
