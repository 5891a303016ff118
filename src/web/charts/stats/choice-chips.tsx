import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

interface Props<T extends string | number> {
  label: string;
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** data-testid prefix: each chip is `${testId}-${value}`. */
  testId: string;
}

/** One choice among a few (years, months, categories) as a row of chips that scrolls sideways on a phone. */
export function ChoiceChips<T extends string | number>({ label, options, value, onChange, testId }: Props<T>) {
  const row = useRef<HTMLDivElement>(null);
  const index = options.findIndex((o) => o.value === value);
  useEffect(() => {
    // Bring the chosen chip into the row's view sideways only; the page itself must not move.
    const el = row.current;
    const chip = el?.children[index] as HTMLElement | undefined;
    if (el && chip) el.scrollLeft = chip.offsetLeft - el.offsetLeft - (el.clientWidth - chip.clientWidth) / 2;
  }, [index, options.length]);
  return (
    <Box
      ref={row}
      role="radiogroup"
      aria-label={label}
      sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', px: 1.5, py: 0.5, scrollbarWidth: 'none' }}
      data-testid={testId}
    >
      {options.map((o) => {
        const chosen = o.value === value;
        return (
          <Chip
            key={o.value}
            role="radio"
            aria-checked={chosen}
            label={o.label}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            onClick={() => onChange(o.value)}
            sx={{ flexShrink: 0, bgcolor: chosen ? undefined : 'background.paper' }}
            data-testid={`${testId}-${o.value}`}
          />
        );
      })}
    </Box>
  );
}
