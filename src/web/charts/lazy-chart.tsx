import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type JSX } from 'react';

/** The width of a box as its ResizeObserver reports it after each layout: 0 until the first report. */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * A chart of @mui/x-charts, loaded in a chunk of its own when it first draws (decision 0157): a page's
 * tables and figures paint without waiting for the chart library to arrive and run, and the chart keeps
 * its height meanwhile, so nothing below it moves when it draws. It is given its width, from a
 * ResizeObserver that reports after the browser's own layout: left to measure itself, x-charts reads
 * getComputedStyle in its layout effects, forcing a layout inside React's commit (330 ms of the price
 * page's first load at 4x), and again for each chart.
 */
export function lazyChart<P extends { height?: number; width?: number }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Chart = lazy(() => load().then((component) => ({ default: component })));
  return function LazyChart(props: P) {
    const { box, width } = useBoxWidth();
    return (
      <div ref={box} style={{ minHeight: props.height }}>
        {(props.width ?? width) > 0 && (
          <Suspense fallback={null}>
            <Chart {...(props as P & JSX.IntrinsicAttributes)} width={props.width ?? width} />
          </Suspense>
        )}
      </div>
    );
  };
}
