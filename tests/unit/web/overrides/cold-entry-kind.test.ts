import { describe, expect, it } from 'vitest';
import { ADDED_COLOR, CERTIFIED_COLOR, UNCERTIFIED_COLOR, entryKind } from '../../../../src/web/overrides/cold-storage/cold-format.ts';

// What a map entry shows (decision 0058): certified only once an operator approved the certification.
describe('entryKind', () => {
  it('shows an approved certification as certified, in green', () => {
    expect(entryKind({ kind: 'auth', certified: true, reviewStatus: '1' })).toEqual({ label: 'cold.certified', color: CERTIFIED_COLOR });
  });

  it('shows a certification awaiting review, or one refused, without the badge, in grey', () => {
    expect(entryKind({ kind: 'auth', certified: false, reviewStatus: '0' })).toEqual({ label: 'cold.underReview', color: UNCERTIFIED_COLOR });
    expect(entryKind({ kind: 'auth', certified: false, reviewStatus: '2' })).toEqual({ label: 'cold.notCertified', color: UNCERTIFIED_COLOR });
  });

  it('shows a store added on the map as such, whatever it carries', () => {
    expect(entryKind({ kind: 'apply' })).toEqual({ label: 'cold.onMap', color: ADDED_COLOR });
  });
});
