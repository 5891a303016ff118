import { createContext, useContext, useEffect } from 'react';
import type { ChartFigures, FigureNames } from './chart-figures.ts';
import { useLatest } from '../shell/use-latest.ts';

/** A chart's figures, made when the reader asks for them. */
export type FiguresSource = (names: FigureNames) => ChartFigures;

/** A chart card's registry: a chart inside it registers its figures, and gets an unregister back. */
export const ChartExportContext = createContext<((source: FiguresSource) => () => void) | null>(null);

/** Registers a chart's figures with the card around it, so the card's toolbar saves them. */
export function useExportFigures(source: FiguresSource): void {
  const register = useContext(ChartExportContext);
  const latest = useLatest(source);
  useEffect(() => register?.((names) => latest.current(names)), [register, latest]);
}
