import { LineChart as MuiLineChart, type LineChartProps } from '@mui/x-charts/LineChart';
import { axisFigures, type AxisChartProps } from './chart-figures.ts';
import { useExportFigures } from './chart-export.ts';

/** MUI's line chart, whose figures the card's toolbar saves as CSV and PNG; `exportItem` heads the table's first column. */
export function LineChart({ exportItem, ...props }: LineChartProps & { exportItem?: string }) {
  useExportFigures((names) => axisFigures(props as unknown as AxisChartProps, exportItem ? { ...names, item: exportItem } : names));
  return <MuiLineChart {...props} />;
}
