import type { TermOrder } from '../../shared/chart-group-types.ts';
import { TERM_ORDERS, termFull } from '../charts/solar-term-format.ts';
import { StepSelect } from '../charts/stats/step-select.tsx';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useDicts } from './use-dicts.ts';

const ARROWS = { previous: { en: 'Previous term', zh: '上一节气' }, next: { en: 'Next term', zh: '下一节气' } };

interface Props {
  order: TermOrder;
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** Names the select; its options are <testId>-<id>, its arrows <testId>-previous and <testId>-next. */
  testId: string;
}

/** A solar term of a chart view (picker `terms:`, decision 0143), picked from the list or stepped with arrows in the order's sequence. */
export function TermStepper({ order, label, value, onChange, testId }: Props) {
  const lang = useLanguage();
  useDicts(['solarTerm']);
  return (
    <StepSelect
      values={TERM_ORDERS[order]}
      previous="before"
      value={value}
      onChange={onChange}
      label={label}
      optionLabel={(id) => termFull(id, lang)}
      arrowLabels={{ previous: pick(ARROWS.previous, lang), next: pick(ARROWS.next, lang) }}
      testId={testId}
      optionTestIds
      small
      sx={{ px: 1, py: 0.5 }}
    />
  );
}
