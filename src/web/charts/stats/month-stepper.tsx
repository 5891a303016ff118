import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { monthLabel } from './stats-format.ts';
import { StepSelect } from './step-select.tsx';

interface Props {
  /** YYYY-MM months to choose from, newest first. */
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  testId: string;
}

/** A month among those with figures: step with the arrows or pick from the list. */
export function MonthStepper({ months, value, onChange, testId }: Props) {
  const lang = useLanguage();
  return (
    <StepSelect
      values={months}
      previous="after"
      value={value}
      onChange={onChange}
      label={tStats('stats.month')}
      optionLabel={(m) => monthLabel(m, lang)}
      arrowLabels={{ previous: tStats('stats.previousMonth'), next: tStats('stats.nextMonth') }}
      testId={testId}
      sx={{ gap: 1, px: 1.5, pt: 1 }}
    />
  );
}
