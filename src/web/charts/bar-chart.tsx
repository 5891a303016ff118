import type { BarChartProps } from '@mui/x-charts/BarChart';
import { axisFigures, type AxisChartProps } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';
import { lazyChart } from './lazy-chart.tsx';

const MuiBarChart = lazyChart<BarChartProps>(() => import('@mui/x-charts/BarChart').then((m) => m.BarChart));

/** MUI's bar chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function BarChart({ exportItem, ...props }: BarChartProps & { exportItem?: string }) {
  useExportFigures((names) => axisFigures(props as unknown as AxisChartProps, exportItem ? { ...names, item: exportItem } : names));
  return <MuiBarChart {...props} />;
}
