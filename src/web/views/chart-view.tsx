import { Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import type { ChartPicker, ChartViewModel, ChartWidgetProps } from '../../shared/chart-view-types.ts';
import { chartViews, type ChartWidgetName } from '../../../generated/charts.ts';
import { addMonths, currentMonth } from '../../shared/china-time.ts';
import { chartWidgets } from '../overrides/chart-widgets.ts';
import { MonthStepper } from '../charts/stats/month-stepper.tsx';
import { PullIndicator } from './pull-indicator.tsx';
import { usePullToRefresh } from './use-pull-to-refresh.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { DictSelect } from '../charts/dict-select.tsx';
import { waitingOn } from '../charts/waiting-on.ts';
import { callOperation } from '../http/call-operation.ts';
import { pick } from '../i18n/translate.ts';
import { ChoiceChips } from '../charts/stats/choice-chips.tsx';
import { LinkButton } from '../charts/stats/link-button.tsx';
import { decodeParams, routeById } from '../router/paths.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useDicts } from './use-dicts.ts';
import { ChartViewCard } from './chart-view-card.tsx';
import { ChartGroupCard } from './chart-group-card.tsx';
import { TermStepper } from './chart-term-picker.tsx';
import { ChoicesPicker, FiguresCard, OptionsPicker, SourcedCard, choiceValue, optionParam } from './chart-sourced.tsx';
import { inputLabels, optionChoice, optionRow, optionsInput, termFromRow, withInputs } from './chart-inputs.ts';
import { DayPicker } from './chart-day-picker.tsx';
import { calendarOf, firstValue, latestValue, monthChoices, newestIn, pickerLabel, textLabels, type PickerValue, type Row } from './chart-view-model.ts';

type ChartRouteId = keyof typeof chartViews;

/** A statistics call by its id from the manifest: input and reply are read field by field, as codegen checked them. */
async function statCall(id: string, input: Record<string, PickerValue>): Promise<unknown> {
  const call = callOperation as (id: OperationId, input: object, options: { silent: boolean }) => Promise<{ data: unknown }>;
  return (await call(id as OperationId, input, { silent: true })).data;
}

/** The dictionaries a page names: its pickers', its categories' and its columns'. */
const dictsOf = (view: ChartViewModel) => [
  ...new Set([
    ...view.pickers.flatMap((p) => (p.dict ? [p.dict] : [])),
    ...view.cards.flatMap((c) =>
      'widget' in c || 'figures' in c
        ? []
        : [c.chart?.xDict, ...(c.table?.columns.flatMap((col) => [col.dict, col.names?.from]) ?? [])].filter(
            (d): d is string => d !== undefined && d !== 'places',
          ),
    ),
  ]),
];

/**
 * The query of a picker's `latest` or `options` call, for the value shown before the reader picks one; an
 * options call takes the values of the pickers before it (decision 0151).
 */
function pickerQuery(p: ChartPicker, needed: boolean, values: Record<string, PickerValue | undefined>) {
  const { input, ready } = optionsInput(p, values);
  return {
    queryKey: ['stat', p.latest?.call ?? p.options?.call ?? '', p.latest ? {} : input],
    queryFn: () => statCall((p.latest ?? p.options)!.call, p.latest ? {} : input),
    staleTime: 60_000,
    // A picker of YYYY-MM months keeps the rows: its chips pick among them.
    enabled: (Boolean(p.latest) && (needed || Boolean(p.yearMonth))) || (Boolean(p.options) && ready),
  };
}

/** A hand-written card by its name (src/web/overrides/chart-widgets.ts), given the pickers' values. */
function Widget({ name, ...props }: { name: ChartWidgetName } & ChartWidgetProps) {
  const Card = chartWidgets[name];
  return <Card {...props} />;
}

interface PickerProps {
  picker: ChartPicker;
  value: PickerValue | undefined;
  onChange: (v: PickerValue) => void;
  /** The rows of the picker's latest call, which a picker of YYYY-MM months picks among. */
  rows: unknown;
  /** The page call's reply, whose fields a day picker reads. */
  reply: Row | undefined;
}

function Picker({ picker, value, onChange, rows, reply }: PickerProps) {
  const lang = useLanguage();
  const label = pick(picker.label, lang);
  if (picker.options) return <OptionsPicker picker={picker} value={value} onChange={onChange} rows={rows} />;
  if (picker.choices) return <ChoicesPicker picker={picker} value={value} onChange={onChange} />;
  if (picker.dict)
    return (
      <Box sx={{ display: 'flex', px: 1.5, py: 0.5 }}>
        <DictSelect
          code={picker.dict}
          label={label}
          value={String(value ?? '')}
          onChange={onChange}
          testId={picker.testId}
          flex={1}
          allLabel={picker.all && pick(picker.all, lang)}
        />
      </Box>
    );
  if (picker.day) return <DayPicker day={picker.day} label={label} value={value} reply={reply} onChange={onChange} testId={picker.testId} />;
  if (picker.terms) return <TermStepper order={picker.terms} label={label} value={String(value ?? '')} onChange={onChange} testId={picker.testId} />;
  if (picker.recent) {
    const latest = currentMonth();
    const months = Array.from({ length: picker.recent.months }, (_, i) => addMonths(latest, -i));
    return <MonthStepper months={months} value={String(value ?? '')} onChange={onChange} testId={picker.testId} />;
  }
  const options = monthChoices(picker).map((m) => ({ value: m, label: pickerLabel(picker, m, lang) }));
  const choose = (month: number) => {
    const next = picker.yearMonth ? newestIn(picker, rows, month) : month;
    if (next !== undefined) onChange(next);
  };
  return <ChoiceChips label={label} options={options} value={value === undefined ? undefined : calendarOf(value)} onChange={choose} testId={picker.testId} />;
}

/**
 * A statistics page declared in its manifest (view.chart, decision 0138): pickers bound to the call's
 * inputs (first from the route's params, else a default or another call's latest row), the call, then
 * each card's chart or table over a list of the reply, and links on.
 */
export function ChartView({ routeId }: { routeId: ChartRouteId & RouteId }) {
  const view: ChartViewModel = chartViews[routeId];
  const lang = useLanguage();
  useDicts(dictsOf(view));
  const params = decodeParams(useLocation().search);
  const [chosen, setChosen] = useState<Record<string, PickerValue | undefined>>(() =>
    Object.fromEntries(
      view.pickers.map((p) => [p.param, p.options ? optionParam(params[p.param]) : (firstValue(p, params[p.param]) ?? choiceValue(p, params[p.param]))]),
    ),
  );
  const client = useQueryClient();
  // Picker by picker: a picker's call may take the values of those before it, read from the query cache
  // (the queries below keep it filled and render again when it changes).
  const known: Record<string, PickerValue | undefined> = {};
  const rows: Record<string, Row | undefined> = {};
  const queries = view.pickers.map((p) => {
    const query = pickerQuery(p, chosen[p.param] === undefined, withInputs(view.inputs, known));
    const data = client.getQueryData(query.queryKey);
    known[p.param] = p.options ? optionChoice(p, chosen[p.param], data) : (chosen[p.param] ?? latestValue(p, data));
    if (p.options) rows[p.param] = optionRow(p, data, known[p.param]);
    // A term following an options picker's row (decision 0154).
    if (p.termOf) known[p.param] = chosen[p.param] ?? termFromRow(p, rows[p.termOf.picker]);
    return query;
  });
  const latest = useQueries({ queries });
  const values = view.pickers.map((p) => known[p.param]);
  // A picker's all ('') leaves its input out.
  const chosenValues = withInputs(view.inputs, known);
  const input = Object.fromEntries(Object.entries(chosenValues).filter((e): e is [string, PickerValue] => e[1] !== undefined && e[1] !== ''));
  // A day picker's input is left out until the reader picks a day (decision 0148).
  const ready = values.every((v, i) => v !== undefined || view.pickers[i]!.day);
  const query = useQuery({
    queryKey: ['stat', view.call, input],
    queryFn: () => statCall(view.call!, input),
    staleTime: 60_000,
    enabled: ready && view.call !== undefined,
  });
  const waiting = latest.find((q, i) => values[i] === undefined && q.status !== 'success') ?? { status: 'success' as const, refetch: () => undefined };
  const load = waitingOn(ready, query, waiting);
  const reply = query.data as Row | undefined;
  const pickerLabels = Object.fromEntries(view.pickers.map((p, i) => [p.param, pickerLabel(p, values[i], lang)]));
  const labels = textLabels(reply, { ...pickerLabels, ...inputLabels(view.inputs, known, pickerLabels, lang) }, lang);
  const first = view.pickers[0];
  const container = useRef<HTMLDivElement>(null);
  // Every call the page shows: its own, its pickers', its cards' and widgets' (decision 0154).
  const pull = usePullToRefresh(container, routeById(routeId).refresh, () => client.refetchQueries({ queryKey: ['stat'], type: 'active' }));
  return (
    <Box ref={container} sx={{ pb: 2, overscrollBehaviorY: 'contain' }}>
      <PullIndicator {...pull} />
      {view.pickers.length > 0 && (
        <Box sx={{ pt: 1 }}>
          {view.pickers.map((p, i) => (
            <Picker
              key={p.param}
              picker={p}
              value={values[i]}
              onChange={(v) => setChosen((c) => ({ ...c, [p.param]: v }))}
              rows={latest[i]?.data}
              reply={reply}
            />
          ))}
        </Box>
      )}
      {view.cards.map((card, i) =>
        'widget' in card ? (
          <Suspense key={i} fallback={null}>
            <Widget name={card.widget as ChartWidgetName} values={input} waiting={waiting} />
          </Suspense>
        ) : 'figures' in card ? (
          <FiguresCard key={i} card={card} values={chosenValues} labels={labels} waiting={waiting} />
        ) : card.groups || card.pivot || card.rowFigures ? (
          <ChartGroupCard key={i} card={card} reply={reply} labels={labels} values={input} status={load.status} onRetry={() => void load.refetch()} />
        ) : card.call ? (
          <SourcedCard
            key={i}
            card={card}
            values={chosenValues}
            labels={labels}
            waiting={waiting}
            seriesName={first ? labels[first.param]! : pick(card.title, lang)}
          />
        ) : (
          <ChartViewCard
            key={i}
            card={card}
            reply={reply}
            values={chosenValues}
            labels={labels}
            seriesName={first ? labels[first.param]! : pick(card.title, lang)}
            status={load.status}
            onRetry={() => void load.refetch()}
          />
        ),
      )}
      {view.links.map((link) => (
        <Box key={link.testId} sx={{ px: 1.5, pb: 1 }}>
          <LinkButton
            route={link.route as RouteId}
            params={link.params && Object.fromEntries(link.params.map((name) => [name, input[name]]))}
            label={pick(link.label, lang)}
            testId={link.testId}
          />
        </Box>
      ))}
    </Box>
  );
}
