import { describe, expect, it } from 'vitest';
import { changePercentOf, nextAlertState, zoneOf } from '../../../src/server/alerts/crossing.ts';
import { lastDigestTime } from '../../../src/server/alerts/digest.ts';

const q = (avgPrice: number, previousAvgPrice: number | null = null) => ({ priceDate: '2026-11-25', avgPrice, previousAvgPrice });

describe('price alert zones', () => {
  it('puts a price at or past a line in that line’s zone, and between the lines in normal', () => {
    const lines = { above: 5, below: 4 };
    expect(zoneOf(lines, q(5))).toBe('above');
    expect(zoneOf(lines, q(5.01))).toBe('above');
    expect(zoneOf(lines, q(4.99))).toBe('normal');
    expect(zoneOf(lines, q(4))).toBe('below');
    expect(zoneOf(lines, q(3.5))).toBe('below');
  });

  it('measures a day’s move against the quoted day before, either way', () => {
    expect(changePercentOf(q(5.3, 5))).toBe(6);
    expect(changePercentOf(q(4.7, 5))).toBe(-6);
    expect(changePercentOf(q(5))).toBeUndefined();
    expect(zoneOf({ changePercent: 5 }, q(5.3, 5))).toBe('move');
    expect(zoneOf({ changePercent: 5 }, q(4.7, 5))).toBe('move');
    expect(zoneOf({ changePercent: 5 }, q(5.2, 5))).toBe('normal');
    expect(zoneOf({ changePercent: 5 }, q(5.3))).toBe('normal');
  });

  it('prefers a price line over the move when both apply', () => {
    expect(zoneOf({ above: 5, changePercent: 5 }, q(5.5, 5))).toBe('above');
  });
});

describe('firing once per crossing', () => {
  const lines = { above: 5 };
  it('fires when the price crosses into a zone, and not again while it stays there', () => {
    let zone: string | null = null;
    const fired: boolean[] = [];
    for (const price of [4.5, 5.2, 5.4, 5.1, 4.8, 4.9, 5.0, 6]) {
      const next = nextAlertState(lines, zone, q(price));
      fired.push(next.fires);
      zone = next.zone;
    }
    expect(fired).toEqual([false, true, false, false, false, false, true, false]);
  });

  it('counts an alert never evaluated as normal: a price already past the line is told once', () => {
    expect(nextAlertState(lines, null, q(5.2))).toEqual({ zone: 'above', fires: true });
    expect(nextAlertState(lines, undefined, q(4.2))).toEqual({ zone: 'normal', fires: false });
  });

  it('fires on a jump from one line straight past the other', () => {
    expect(nextAlertState({ above: 5, below: 4 }, 'above', q(3.9))).toEqual({ zone: 'below', fires: true });
  });
});

describe('the daily digest time', () => {
  it('is 08:00 in China (00:00 UTC): today’s once past it, yesterday’s before', () => {
    expect(lastDigestTime(new Date('2026-11-25T03:00:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-24T23:59:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});
