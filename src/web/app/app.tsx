import { Fragment } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { AppRoutes } from '../router/app-routes.tsx';
import { LaunchHandler } from '../router/launch-handler.tsx';
import { useBootAtFirstRender } from '../shell/boot-skeleton.ts';
import { FeedbackHost } from '../shell/feedback-host.tsx';
import { TabBar } from '../shell/tab-bar.tsx';
import { useLanguage } from '../shell/use-language.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

export function App() {
  const language = useLanguage();
  useBootAtFirstRender();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <HashRouter>
          <LaunchHandler />
          {/* Texts are read with t() during render: a new language remounts the pages and the tab bar. */}
          <Fragment key={language}>
            <AppRoutes />
            <TabBar />
          </Fragment>
          <FeedbackHost />
        </HashRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
