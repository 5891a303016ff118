import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ID_CARD_PROVINCES, idCardCheckDigit, idCardProblem, isValidIdCard } from '../../../../src/shared/validators/id-card.ts';

const currentYear = new Date().getFullYear();

const first17Arb = fc
  .tuple(
    fc.tuple(fc.constantFrom(...ID_CARD_PROVINCES), fc.stringMatching(/^\d{2}$/), fc.stringMatching(/^(0[1-9]|[1-9]\d)$/)).map((parts) => parts.join('')),
    fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(currentYear, 0, 1)), noInvalidDate: true }),
    fc.stringMatching(/^\d{3}$/),
  )
  .map(([region, birth, sequence]) => {
    const yyyymmdd = birth.toISOString().slice(0, 10).replaceAll('-', '');
    return `${region}${yyyymmdd}${sequence}`;
  });

describe('idCardCheckDigit', () => {
  it.each([
    { given: '11010519491231002', want: 'X' },
    { given: '44052418800101001', want: '4' },
    { given: '11010119900307803', want: 'X' },
    { given: '00000000000000000', want: '1' },
  ])('$given → $want', ({ given, want }) => {
    expect(idCardCheckDigit(given)).toBe(want);
  });

  it.each(['1101051949123100', '110105194912310021', '1101051949123100A'])('rejects malformed input %s', (given) => {
    expect(() => idCardCheckDigit(given)).toThrow(RangeError);
  });
});

describe('isValidIdCard', () => {
  it.each([
    { given: '11010519491231002X', want: true },
    { given: '11010519491231002x', want: true },
    { given: '11010119900307803X', want: true },
    { given: '110101200002290018', want: true },
    { given: '110105194912310021', want: false },
    { given: '11010519491231002Y', want: false },
    { given: '11010519491231002', want: false },
    { given: '11010519491231002X1', want: false },
    { given: '', want: false },
    { given: ' 11010519491231002X', want: false },
    // Checksum is right but 1880 is before the accepted 1900 lower bound.
    { given: '440524188001010014', want: false },
  ])('$given → $want', ({ given, want }) => {
    expect(isValidIdCard(given)).toBe(want);
  });

  it.each([
    { birth: '19000229', want: false },
    { birth: '20000229', want: true },
    { birth: '19990229', want: false },
    { birth: '19900231', want: false },
    { birth: '19900431', want: false },
    { birth: '19901301', want: false },
    { birth: '19901200', want: false },
    { birth: '19000101', want: true },
    { birth: '18991231', want: false },
  ])('birth date $birth with a correct check digit → $want', ({ birth, want }) => {
    const first17 = `110101${birth}003`;
    expect(isValidIdCard(first17 + idCardCheckDigit(first17))).toBe(want);
  });

  it('rejects a birth year after the current year even with a correct check digit', () => {
    const first17 = `110101${currentYear + 1}0101001`;
    expect(isValidIdCard(first17 + idCardCheckDigit(first17))).toBe(false);
  });

  it('accepts any 17 digits with a valid birth date plus the computed check digit', () => {
    fc.assert(
      fc.property(first17Arb, (first17) => {
        expect(isValidIdCard(first17 + idCardCheckDigit(first17))).toBe(true);
      }),
    );
  });

  it('rejects the code after changing any single digit', () => {
    fc.assert(
      fc.property(first17Arb, fc.nat({ max: 17 }), fc.integer({ min: 1, max: 9 }), (first17, position, delta) => {
        const valid = first17 + idCardCheckDigit(first17);
        const original = valid.charAt(position);
        const replaced = original === 'X' ? String(delta) : String((Number(original) + delta) % 10);
        const mutated = valid.slice(0, position) + replaced + valid.slice(position + 1);
        expect(isValidIdCard(mutated)).toBe(false);
      }),
    );
  });
});

describe('idCardProblem', () => {
  const today = new Date(2026, 10, 25);
  const card = (first17: string) => first17 + idCardCheckDigit(first17);

  it('names the address code when the province is none of China or the county part is 00', () => {
    expect(idCardProblem(card('99010119900307803'), today)).toBe('address');
    expect(idCardProblem(card('00000019900307803'), today)).toBe('address');
    expect(idCardProblem(card('37080019900307803'), today)).toBe('address');
    expect(idCardProblem(card('37082819900307803'), today)).toBeUndefined();
    expect(idCardProblem(card('81000119900307803'), today)).toBeUndefined();
  });

  it('names a birth date after today, even in the current year', () => {
    expect(idCardProblem(card('37082820261125803'), today)).toBeUndefined();
    expect(idCardProblem(card('37082820261126803'), today)).toBe('birthDate');
  });

  it('names the format, then the check digit', () => {
    expect(idCardProblem('37082819900307803', today)).toBe('format');
    const good = card('37082819900307803');
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(idCardProblem(wrong, today)).toBe('checkDigit');
  });
});
