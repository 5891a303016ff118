// A Vite plugin: @mui/x-charts builds Intl objects as its modules load: six DateTimeFormats for the ticks of
// time axes (utils/timeTicks) and two grapheme Segmenters for shortening long labels. Building them was most
// of the library's evaluation, one long task on the price page: timeTicks alone 65 ms of a 98 ms task at 4x
// (decision 0166). The build makes each one when it is first used; until then it costs nothing.
import type { Plugin } from 'vite';
import { rewriteDependency } from './rewrite-dependency.ts';

const timeTicks = /@mui\/x-charts\/utils\/timeTicks\.mjs$/;
const segmenters = /@mui\/x-charts\/internals\/(getGraphemeCount|sliceUntil)\.mjs$/;

const lazyDateTimeFormat = `const lazyDateTimeFormat = (options) => {
  let made;
  return { format: (date) => (made || (made = new Intl.DateTimeFormat('default', options))).format(date) };
};
`;

export function xChartsLazyIntl(): Plugin {
  return rewriteDependency('x-charts-lazy-intl', [
    { file: timeTicks, from: 'export const tickFrequencies = {', to: `${lazyDateTimeFormat}export const tickFrequencies = {` },
    { file: timeTicks, from: "new Intl.DateTimeFormat('default', {", to: 'lazyDateTimeFormat({', all: true },
    {
      file: segmenters,
      from: "new Intl.Segmenter(undefined, {\n  granularity: 'grapheme'\n})",
      to: "(() => {\n  let made;\n  return { segment: (text) => (made || (made = new Intl.Segmenter(undefined, { granularity: 'grapheme' }))).segment(text) };\n})()",
    },
  ]);
}
