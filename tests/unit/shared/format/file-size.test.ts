import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatFileSize } from '../../../../src/shared/format/file-size.ts';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;
const UNIT_BYTES: Record<string, number> = { B: 1, KB, MB, GB };

function parseSize(text: string): number {
  const [value = '', unit = ''] = text.split(' ');
  const bytes = UNIT_BYTES[unit];
  if (bytes === undefined) throw new Error(`unknown unit in ${text}`);
  return Number(value) * bytes;
}

describe('formatFileSize', () => {
  it.each([
    { bytes: 0, want: '0 B' },
    { bytes: 1, want: '1 B' },
    { bytes: 1023, want: '1023 B' },
    { bytes: KB, want: '1 KB' },
    { bytes: 1536, want: '1.5 KB' },
    { bytes: 1100, want: '1.07 KB' },
    { bytes: MB - 1, want: '1 MB' },
    { bytes: 1.5 * MB, want: '1.5 MB' },
    { bytes: GB, want: '1 GB' },
    { bytes: 3.25 * GB, want: '3.25 GB' },
    { bytes: 2048 * GB, want: '2048 GB' },
  ])('$bytes → $want', ({ bytes, want }) => {
    expect(formatFileSize(bytes)).toBe(want);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('throws a RangeError for %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });

  it('is monotonic, including across unit boundaries', () => {
    const boundary = fc.tuple(fc.constantFrom(KB, MB, GB), fc.integer({ min: -2000, max: 2000 })).map(([unit, offset]) => Math.max(0, unit + offset));
    const size = fc.oneof(fc.integer({ min: 0, max: 8 * GB }), boundary);
    fc.assert(
      fc.property(size, size, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(parseSize(formatFileSize(low))).toBeLessThanOrEqual(parseSize(formatFileSize(high)));
      }),
    );
  });

  it('stays within half a hundredth of the unit of the real size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 * GB }), (bytes) => {
        const text = formatFileSize(bytes);
        const unit = UNIT_BYTES[text.split(' ')[1] ?? ''] ?? Number.NaN;
        expect(Math.abs(parseSize(text) - bytes)).toBeLessThanOrEqual(unit * 0.005 + 1e-6);
        expect(text).toMatch(/^\d+(\.\d{1,2})? (B|KB|MB|GB)$/);
        expect(text).not.toMatch(/\.\d*0 /);
      }),
    );
  });
});
