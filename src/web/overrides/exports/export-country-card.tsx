import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { waitingOn, type Loading } from '../../charts/waiting-on.ts';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ChoiceChips } from '../../charts/stats/choice-chips.tsx';
import { CountryBars, CountryTable } from './export-country-figures.tsx';

interface Props {
  year: number | undefined;
  years: number[];
  onYear: (year: number) => void;
  /** The years' own load: shown until the latest year is known. */
  yearsLoad: Loading;
}

/** One calendar year's exports by destination: year chips, the largest destinations as bars, and every one in a table. */
export function ExportCountryCard({ year, years, onYear, yearsLoad }: Props) {
  useDicts(['exportCountry']);
  const query = useStat('exportQuantity.getCountryQuantity', { year }, year !== undefined);
  const data = query.data;
  const subtitle = data
    ? tExports('exports.countries.subtitle', { year: data.year ?? '', months: data.months }) + (data.estimate ? ` · ${tStats('stats.estimate')}` : '')
    : undefined;
  const { status, refetch } = waitingOn(year !== undefined, query, yearsLoad);
  const retry = () => void refetch();
  return (
    <>
      <ChoiceChips
        label={tExports('exports.year.pick')}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        value={year}
        onChange={onYear}
        testId="export-year-chip"
      />
      <ChartCard title={tExports('exports.countries.title')} subtitle={subtitle} status={status} onRetry={retry} empty={!data || data.countries.length === 0}>
        {data && <CountryBars countries={data.countries} />}
      </ChartCard>
      <ChartCard
        title={tExports('exports.countries.tableTitle')}
        subtitle={subtitle}
        status={status}
        onRetry={retry}
        empty={!data || data.countries.length === 0}
        testId="export-country-table"
      >
        {data && <CountryTable countries={data.countries} total={data.sumQuantity} />}
      </ChartCard>
    </>
  );
}
