import { readFileSync } from 'node:fs';

const widgetsFile = 'src/web/overrides/detail-widgets.ts';
const source = readFileSync(new URL(`../${widgetsFile}`, import.meta.url), 'utf8');
const start = source.indexOf('export const detailWidgets');
const body = start < 0 ? '' : source.slice(start, source.indexOf('\n};', start));

/** The hand-written blocks a detail view may name: the keys of src/web/overrides/detail-widgets.ts's registry. */
export const detailWidgetNames = { file: widgetsFile, widgets: new Set([...body.matchAll(/^ {2}([A-Z][A-Za-z0-9]*):/gm)].map((m) => m[1]!)) };
