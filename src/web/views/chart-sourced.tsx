import { useQueries, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ChartDataCard, ChartPicker } from '../../shared/chart-view-types.ts';
import type { ChartFiguresCard, ChartSource, FigureTile, TextFormat } from '../../shared/chart-source-types.ts';
import { ChartCard } from '../charts/chart-card.tsx';
import { waitingOn, type Loading } from '../charts/waiting-on.ts';
import { ChoiceChips } from '../charts/stats/choice-chips.tsx';
import { StepSelect } from '../charts/stats/step-select.tsx';
import { tStats } from '../i18n/messages/stats.ts';
import { Headline } from '../charts/stats/headline.tsx';
import { calendarMonth, monthLabel } from '../charts/stats/stats-format.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import { callOperation } from '../http/call-operation.ts';
import type { Language } from '../i18n/language.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { ChartViewCard } from './chart-view-card.tsx';
import { cellText, fillText, textLabels, type PickerValue, type Row } from './chart-view-model.ts';
import { optionLabel, optionRow, optionValues } from './chart-inputs.ts';
import { placeNames } from '../divisions/place-names.ts';
import { useStoreVersion } from './use-store-version.ts';

type Values = Record<string, PickerValue | undefined>;

/** A statistics call by its id from the manifest: input and reply are read field by field, as codegen checked them. */
async function statCall(id: string, input: Record<string, PickerValue>): Promise<unknown> {
  const call = callOperation as (id: OperationId, input: object, options: { silent: boolean }) => Promise<{ data: unknown }>;
  return (await call(id as OperationId, input, { silent: true })).data;
}

/** The input a source's call takes from the pickers, and whether each picker it takes has a value yet. */
function inputOf(source: ChartSource, values: Values): { input: Record<string, PickerValue>; ready: boolean } {
  const names = source.inputs ?? [];
  // A picker's all ('') leaves its input out.
  const input = Object.fromEntries(names.flatMap((n) => (values[n] === undefined || values[n] === '' ? [] : [[n, values[n]!]])));
  return { input, ready: names.every((n) => values[n] !== undefined) };
}

/** The query of a card's or a tile's own call, under the key the page's calls use. */
const sourceQuery = (source: ChartSource, values: Values) => {
  const { input, ready } = inputOf(source, values);
  return {
    queryKey: ['stat', source.call, input],
    queryFn: () => statCall(source.call!, input),
    staleTime: 60_000,
    enabled: ready && source.call !== undefined,
  };
};

/** A reply cut to the one row a figures card or tile reads, when it names one. */
function rowOf(reply: unknown, { row, rows }: ChartSource): Row | undefined {
  const data = rows === undefined ? reply : (reply as Row | undefined)?.[rows];
  if (!Array.isArray(data)) return data as Row | undefined;
  return (row === 'last' ? data.at(-1) : data[0]) as Row | undefined;
}

/** A value in a text or a tile: a table cell's format, or a calendar month by name. */
const formatted = (value: unknown, format: TextFormat, lang: Language) =>
  format !== 'month'
    ? cellText(value, format, lang)
    : typeof value === 'number'
      ? calendarMonth(value, lang)
      : typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)
        ? monthLabel(value, lang)
        : '–';

/** A text with each {field} and {field:format} filled from a row, then from the pickers' labels. */
export function fillRow(text: string, row: Row | undefined, labels: Record<string, string>, lang: Language): string {
  const filled = text.replace(/\{(\w+):(\w+)\}/g, (m, name: string, format: TextFormat) => (row && name in row ? formatted(row[name], format, lang) : m));
  const fields = Object.entries({ ...row }).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'number' ? [[k, formatted(v, 'text', lang)]] : []));
  return fillText(filled, { ...Object.fromEntries(fields), ...labels });
}

/** A picker of another call's values takes a route param as it comes. */
export const optionParam = (value: unknown): PickerValue | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

interface SourcedProps {
  values: Values;
  labels: Record<string, string>;
  /** The pickers' own load: shown until their values are known. */
  waiting: Loading;
}

/** A chart or table card over its own call's reply (decision 0142). */
export function SourcedCard({ card, values, labels, waiting, seriesName }: SourcedProps & { card: ChartDataCard; seriesName: string }) {
  const { ready } = inputOf(card, values);
  const query = useQuery(sourceQuery(card, values));
  const load = waitingOn(ready, query, waiting);
  const lang = useLanguage();
  const reply = Array.isArray(query.data) ? { [card.rows]: query.data } : (query.data as Row | undefined);
  return (
    <ChartViewCard
      card={card}
      reply={reply}
      values={values}
      labels={textLabels(reply, labels, lang)}
      seriesName={seriesName}
      status={load.status}
      onRetry={() => void load.refetch()}
    />
  );
}

/** A card of large figures, each tile from its own call or the card's (decision 0142). */
export function FiguresCard({ card, values, labels, waiting }: SourcedProps & { card: ChartFiguresCard }) {
  const lang = useLanguage();
  const sources: ChartSource[] = [card, ...card.figures].filter((s) => s.call !== undefined);
  const queries = useQueries({ queries: sources.map((s) => sourceQuery(s, values)) });
  const ready = sources.every((s) => inputOf(s, values).ready);
  const failed = queries.find((q) => q.status === 'error');
  const own: Loading = failed ?? {
    status: queries.every((q) => q.status === 'success') ? 'success' : 'pending',
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
  const load = waitingOn(ready, own, waiting);
  const dataOf = (s: ChartSource) => queries[sources.indexOf(s)]?.data;
  const rows = card.figures.map((tile) => (tile.call ? rowOf(dataOf(tile), tile) : rowOf(dataOf(card), { row: tile.row ?? card.row })));
  const cardRow = card.call ? rowOf(dataOf(card), card) : undefined;
  return (
    <ChartCard
      title={fillRow(pick(card.title, lang), cardRow, labels, lang)}
      subtitle={card.subtitle && fillRow(pick(card.subtitle, lang), cardRow, labels, lang)}
      status={load.status}
      onRetry={() => void load.refetch()}
      empty={rows.some((r) => r === undefined)}
      testId={card.testId}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: card.figures.length > 1 ? '1fr 1fr' : '1fr', gap: 1.5 }}>
        {card.figures.map(
          (tile, i) =>
            rows[i] &&
            (tile.filled === undefined || rows[i][tile.filled] != null) && <Tile key={tile.testId} tile={tile} row={rows[i]} labels={labels} lang={lang} />,
        )}
      </Box>
    </ChartCard>
  );
}

function Tile({ tile, row, labels, lang }: { tile: FigureTile; row: Row; labels: Record<string, string>; lang: Language }) {
  return (
    <Headline
      caption={fillRow(pick(tile.caption, lang), row, labels, lang)}
      figure={formatted(row[tile.field], tile.format, lang)}
      changes={(tile.changes ?? []).map((c) => ({
        label: pick(c.label, lang),
        text: formatted(row[c.field], c.format, lang),
        value: typeof row[c.field] === 'number' ? (row[c.field] as number) : null,
      }))}
      note={tile.note && fillRow(pick(tile.note, lang), row, labels, lang)}
      estimate={tile.estimate !== undefined && row[tile.estimate] === true}
      testId={tile.testId}
    />
  );
}

/** Chips of another call's values (decision 0142). */
export function OptionsPicker({
  picker,
  value,
  onChange,
  rows,
}: {
  picker: ChartPicker;
  value: PickerValue | undefined;
  onChange: (v: PickerValue) => void;
  rows: unknown;
}) {
  const lang = useLanguage();
  // English place names in option labels arrive after the rows (decision 0154).
  useStoreVersion(placeNames.subscribe, placeNames.version);
  const text = (v: PickerValue) => optionLabel(picker, optionRow(picker, rows, v), v, lang);
  const newest = optionValues(picker, rows).map((v) => ({ value: v, label: text(v) }));
  const options = picker.options!.ascending ? [...newest].reverse() : newest;
  if (picker.options!.stepper) {
    // Newest first: the left arrow steps to an older value, the one listed after.
    const byText = new Map(options.map((o) => [String(o.value), o.value]));
    return (
      <StepSelect
        values={[...byText.keys()]}
        previous="after"
        value={value === undefined ? '' : String(value)}
        onChange={(text) => onChange(byText.get(text)!)}
        label={pick(picker.label, lang)}
        optionLabel={(value) => text(byText.get(value)!)}
        arrowLabels={{ previous: tStats('stats.previous'), next: tStats('stats.next') }}
        testId={picker.testId}
        optionTestIds
        sx={{ gap: 1, px: 1.5, pt: 1 }}
      />
    );
  }
  return <ChoiceChips label={pick(picker.label, lang)} options={options} value={value} onChange={onChange} testId={picker.testId} />;
}

/** A picker of toggle buttons or with an all: a route param among its values, else its all (''), else its first value. */
export function choiceValue(picker: ChartPicker, param: unknown): PickerValue | undefined {
  if (!picker.choices && !picker.all) return undefined;
  const values = picker.choices?.map((c) => c.value);
  if (typeof param === 'string' && (values ? values.includes(param) : param !== '')) return param;
  if (picker.all) return '';
  return values?.[0];
}

/** Toggle buttons of a few declared values, after an all when the picker has one (decision 0142). */
export function ChoicesPicker({ picker, value, onChange }: { picker: ChartPicker; value: PickerValue | undefined; onChange: (v: PickerValue) => void }) {
  const lang = useLanguage();
  const choices = [
    ...(picker.all ? [{ value: '', label: picker.all, testId: `${picker.testId}-all` }] : []),
    ...picker.choices!.map((c) => ({ ...c, testId: `${picker.testId}-${c.value}` })),
  ];
  return (
    <Box sx={{ px: 1.5, py: 0.5 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value ?? ''}
        onChange={(_e, next: string | null) => next !== null && onChange(next)}
        aria-label={pick(picker.label, lang)}
        sx={{ bgcolor: 'background.paper', flexWrap: 'nowrap' }}
      >
        {choices.map((c) => (
          <ToggleButton key={c.value} value={c.value} data-testid={c.testId} sx={{ px: 1.25, whiteSpace: 'nowrap' }}>
            {pick(c.label, lang)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
