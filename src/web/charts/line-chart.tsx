import type { LineChartProps } from '@mui/x-charts/LineChart';
import { axisFigures, type AxisChartProps } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';
import { lazyChart } from './lazy-chart.tsx';

const MuiLineChart = lazyChart<LineChartProps>(() => import('@mui/x-charts/LineChart').then((m) => m.LineChart));

/** MUI's line chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function LineChart({ exportItem, ...props }: LineChartProps & { exportItem?: string }) {
  useExportFigures((names) => axisFigures(props as unknown as AxisChartProps, exportItem ? { ...names, item: exportItem } : names));
  return <MuiLineChart {...props} />;
}
