import type { PieChartProps } from '@mui/x-charts/PieChart';
import { pieFigures } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';
import { lazyChart } from './lazy-chart.tsx';

const MuiPieChart = lazyChart<PieChartProps>(() => import('@mui/x-charts/PieChart').then((m) => m.PieChart));

/** MUI's pie chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function PieChart({ exportItem, ...props }: PieChartProps & { exportItem?: string }) {
  useExportFigures((names) => pieFigures(props as unknown as Parameters<typeof pieFigures>[0], exportItem ? { ...names, item: exportItem } : names));
  return <MuiPieChart {...props} />;
}
