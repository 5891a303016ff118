import { BarChart as MuiBarChart, type BarChartProps } from '@mui/x-charts/BarChart';
import { axisFigures, type AxisChartProps } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';

/** MUI's bar chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function BarChart({ exportItem, ...props }: BarChartProps & { exportItem?: string }) {
  useExportFigures((names) => axisFigures(props as unknown as AxisChartProps, exportItem ? { ...names, item: exportItem } : names));
  return <MuiBarChart {...props} />;
}
