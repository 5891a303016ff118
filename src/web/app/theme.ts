import { createTheme } from '@mui/material/styles';
import { app } from '../../../generated/app.ts';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
    navigationBar: { background: string; text: string };
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    navigationBar?: { background: string; text: string };
  }
}

/** The reader asked the system for less motion (read once, as the theme is made). */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The theme colours of seed-spec.md section 9, from spec/app.yaml. With reduced motion, components
 * change state at once instead of fading: no 250 ms in which an enabled button still wears its faint
 * disabled colours (axe-core's contrast check met one on the price entry page).
 */
export const theme = createTheme({
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
  palette: {
    primary: { main: app.theme.primary },
    secondary: { main: app.theme.secondary },
    accent: { main: app.theme.accent },
    // MUI's default warning orange (#ed6c02) is 3.1:1 on white, too faint for a text button.
    warning: { main: '#b45309' },
    background: { default: app.theme.background, paper: '#ffffff' },
    navigationBar: { background: app.theme.navigationBar, text: app.theme.titleText },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
    // Upper-casing suits neither Chinese labels nor the English ones beside them.
    button: { textTransform: 'none' },
  },
});
