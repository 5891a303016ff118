import { PieChart as MuiPieChart, type PieChartProps } from '@mui/x-charts/PieChart';
import { pieFigures } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';

/** MUI's pie chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function PieChart({ exportItem, ...props }: PieChartProps & { exportItem?: string }) {
  useExportFigures((names) => pieFigures(props as unknown as Parameters<typeof pieFigures>[0], exportItem ? { ...names, item: exportItem } : names));
  return <MuiPieChart {...props} />;
}
