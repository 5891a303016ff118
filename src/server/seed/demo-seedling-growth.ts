// How a northern autumn-sown garlic crop grows with warmth (DOMAIN.md 2.2): measures as functions of
// the growing heat since sowing, the daily means' excess over 3 °C (garlic barely grows colder). Emergence
// at about 100 °C·d (a week after the early-October sowing); growth all but stops in winter, so the
// plants overwinter at 4–5 leaves; green-up in March; the scape shows at about 930 °C·d (mid-April);
// bulbs swell in May as days pass 13 h; harvest at about 1530 °C·d (late May). [GK, derived]

export const GROWTH_BASE = 3;

/** [°C·d since sowing, height cm, leaves, base diameter cm, longest root cm, roots per plant]. */
const CURVE: readonly (readonly [number, number, number, number, number, number])[] = [
  [0, 0, 0, 0, 0, 0],
  [100, 1, 0.5, 0.2, 2, 4],
  [310, 9, 2, 0.45, 7, 14],
  [446, 16, 3.5, 0.75, 12, 28],
  [528, 21, 4.5, 0.95, 15, 36],
  [560, 23, 5, 1.05, 16.5, 40],
  [590, 24, 5.3, 1.1, 17.5, 42],
  [620, 26, 5.8, 1.2, 18.5, 45],
  [690, 31, 7, 1.35, 21, 52],
  [820, 42, 8.5, 1.6, 25, 62],
  [1010, 58, 10, 2.3, 28, 70],
  [1250, 74, 11, 3.9, 30, 74],
  [1530, 80, 11, 5.6, 29, 70],
];

export const EMERGENCE_HEAT = 100;
export const BOLTING_HEAT = 930;

export interface Growth {
  height: number;
  leaves: number;
  diameter: number;
  rootLength: number;
  roots: number;
}

/** The crop's measures after `heat` °C·d since sowing, interpolated along the curve (flat past its end). */
export function growthAt(heat: number): Growth {
  const next = CURVE.findIndex(([h]) => h > heat);
  const [a, b] = next === -1 ? [CURVE.at(-1)!, CURVE.at(-1)!] : next === 0 ? [CURVE[0]!, CURVE[0]!] : [CURVE[next - 1]!, CURVE[next]!];
  const f = b[0] === a[0] ? 0 : (heat - a[0]) / (b[0] - a[0]);
  const at = (i: number) => a[i]! + (b[i]! - a[i]!) * f;
  return { height: at(1), leaves: at(2), diameter: at(3), rootLength: at(4), roots: at(5) };
}

/** The growth stage (stageType of spec/entities/seed-growth.yaml) a record in each solar term shows. */
export function stageOf(term: number): string {
  if (term === 18) return '1';
  if (term === 19 || term === 20) return '2';
  if ([21, 22, 23, 24, 1, 2].includes(term)) return '3';
  if (term === 3 || term === 4) return '4';
  if (term === 5 || term === 6) return '5';
  if (term === 7) return '6';
  return '7';
}

/** The terms a monitoring plot is visited in: 霜降 (after emergence) to 小满 (harvest). */
export const VISIT_TERMS: readonly number[] = [18, 19, 20, 21, 22, 23, 24, 1, 2, 3, 4, 5, 6, 7, 8];
