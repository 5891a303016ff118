import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * A chart of @mui/x-charts, loaded in a chunk of its own when it first draws (decision 0157): a page's
 * tables and figures paint without waiting for the chart library to arrive and run, and the chart keeps
 * its height meanwhile, so nothing below it moves when it draws.
 */
export function lazyChart<P extends { height?: number }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<div style={{ height: props.height }} />}>
        <Chart {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
