import { useMemo } from 'react';
import { useLocation } from 'react-router';
import Typography from '@mui/material/Typography';
import { pick, t } from '../i18n/translate.ts';
import { decodeParams } from '../router/paths.ts';
import { ErrorView } from '../shell/error-view.tsx';
import { ListView, type ListViewSpec } from './list-view.tsx';

interface Props {
  title?: { en: string; zh: string };
  testId?: string;
  list: ListViewSpec;
  /** List inputs taken from the route's parameters: input → parameter. */
  routeParams?: Readonly<Record<string, string>>;
}

/** One list in a hub (view.hub `list:`), under its title; routeParams fill inputs from the page's route. */
export function HubList({ title, testId, list, routeParams }: Props) {
  const search = useLocation().search;
  const view = useMemo(() => {
    const route = decodeParams(search);
    const taken = Object.entries(routeParams ?? {}).map(([input, param]) => [input, route[param] === undefined ? '' : String(route[param])] as const);
    return taken.some(([, value]) => value === '') ? undefined : { ...list, params: { ...list.params, ...Object.fromEntries(taken) } };
  }, [search, list, routeParams]);
  if (!view) return <ErrorView message={t('views.detail.missingId')} onRetry={() => window.history.back()} />;
  return (
    <>
      {title && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2, pb: 1 }}>
          {pick(title)}
        </Typography>
      )}
      <div data-testid={testId}>
        <ListView view={view} refresh infinite />
      </div>
    </>
  );
}
