import { describe, expect, it } from 'vitest';
import { englishCount } from '../../../../src/shared/format/count.ts';

describe('englishCount', () => {
  it('takes the singular for one and the plural otherwise, zero included', () => {
    expect(englishCount(1, 'minute')).toBe('1 minute');
    expect(englishCount(0, 'minute')).toBe('0 minutes');
    expect(englishCount(15, 'minute')).toBe('15 minutes');
  });

  it('takes a plural that is not the singular with an s', () => {
    expect(englishCount(2, 'prices row', 'prices rows')).toBe('2 prices rows');
    expect(englishCount(1, 'entry', 'entries')).toBe('1 entry');
    expect(englishCount(3, 'entry', 'entries')).toBe('3 entries');
  });
});
