import type { RefObject } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import TableViewOutlinedIcon from '@mui/icons-material/TableViewOutlined';
import { tCharts } from '../i18n/messages/charts.ts';
import { feedback } from '../http/feedback.ts';
import type { FiguresSource } from './chart-export.ts';
import { chartPng, saveFile } from './chart-image.ts';
import { csvFile, fileName } from './csv.ts';

interface ChartToolbarProps {
  title: string;
  subtitle?: string;
  sources: readonly FiguresSource[];
  /** The card's content, whose chart drawings the picture shows. */
  content: RefObject<HTMLElement | null>;
}

const BUTTON = { p: 0.5, color: 'text.secondary' } as const;

/** The two buttons every chart card carries: the chart as a PNG picture, its figures as a CSV table. */
export function ChartToolbar({ title, subtitle, sources, content }: ChartToolbarProps) {
  const figures = () => sources.map((source) => source({ item: tCharts('charts.item'), value: title }));
  const savePng = async () => {
    try {
      const legend = figures().flatMap((f) => f.legend);
      saveFile(await chartPng(content.current!, title, subtitle, legend), fileName(title, 'png'));
    } catch {
      feedback.toast(tCharts('charts.saveFailed'), 3000);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, mr: -0.5 }}>
      <IconButton
        size="small"
        sx={BUTTON}
        aria-label={tCharts('charts.png')}
        title={tCharts('charts.png')}
        onClick={() => void savePng()}
        data-testid="chart-png"
      >
        <ImageOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        sx={BUTTON}
        aria-label={tCharts('charts.csv')}
        title={tCharts('charts.csv')}
        onClick={() => saveFile(csvFile(figures()), fileName(title, 'csv'))}
        data-testid="chart-csv"
      >
        <TableViewOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
