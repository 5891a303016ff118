import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OperationId } from '../../../generated/client-operations.ts';
import type { ChartDataCard, ChartViewModel } from '../../shared/chart-view-types.ts';
import type { ChartFiguresCard } from '../../shared/chart-source-types.ts';
import type { HubChartName } from '../../shared/view-types.ts';
import type { Loading } from '../charts/waiting-on.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { callOperation } from '../http/call-operation.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { ChartGroupCard } from './chart-group-card.tsx';
import { FiguresCard, SourcedCard } from './chart-sourced.tsx';
import { ChartViewCard } from './chart-view-card.tsx';
import { textLabels } from './chart-view-model.ts';
import type { HubSection } from './hub-shown.tsx';
import { useDicts } from './use-dicts.ts';
import { usePlace } from './use-template-helpers.ts';
import { namedReply } from './hub-chart-names.ts';

type ChartSection = Extract<HubSection, { chart: unknown }>;

/** A hub chart's call, asked without input under the key its own cards ask it by (decision 0142). */
async function statCall(id: string): Promise<unknown> {
  const call = callOperation as (id: OperationId, input: object, options: { silent: boolean }) => Promise<{ data: unknown }>;
  return (await call(id as OperationId, {}, { silent: true })).data;
}

const done: Loading = { status: 'success', refetch: () => undefined };
const NO_NAMES: readonly HubChartName[] = [];

/** A hub's chart section (decision 0152): a statistics view's cards over calls that take no input, some fields shown by name. */
export function HubChart({ section }: { section: ChartSection }) {
  const lang = useLanguage();
  const place = usePlace();
  const view = section.chart as ChartViewModel;
  const names = ('names' in section ? section.names : NO_NAMES) as readonly HubChartName[];
  const cards = view.cards.filter((c): c is ChartDataCard | ChartFiguresCard => !('widget' in c));
  const dicts = [
    ...names.flatMap((n) => n.dict ?? []),
    ...cards.flatMap((c) => ('figures' in c ? [] : [c.chart?.xDict, ...(c.table?.columns.map((col) => col.dict) ?? [])])),
  ];
  const dictVersion = useDicts(dicts.filter((d): d is string => d !== undefined));
  const query = useQuery({ queryKey: ['stat', view.call, {}], queryFn: () => statCall(view.call!), staleTime: 60_000, enabled: view.call !== undefined });
  const reply = useMemo(
    () => (void dictVersion, namedReply(query.data, names, { place, dictName: (dict, id) => dictCache.name(dict, id, lang), lang })),
    [query.data, names, place, lang, dictVersion],
  );
  const labels = textLabels(reply, {}, lang);
  const status = query.isPending ? 'pending' : query.isError ? 'error' : 'success';
  const retry = () => void query.refetch();
  return cards.map((card, i) =>
    'figures' in card ? (
      <FiguresCard key={i} card={card} values={{}} labels={labels} waiting={done} />
    ) : card.groups || card.pivot || card.rowFigures ? (
      <ChartGroupCard key={i} card={card} reply={reply} labels={labels} values={{}} status={status} onRetry={retry} />
    ) : card.call ? (
      <SourcedCard key={i} card={card} values={{}} labels={labels} waiting={done} seriesName={pick(card.title, lang)} />
    ) : (
      <ChartViewCard key={i} card={card} reply={reply} labels={labels} seriesName={pick(card.title, lang)} status={status} onRetry={retry} />
    ),
  );
}
