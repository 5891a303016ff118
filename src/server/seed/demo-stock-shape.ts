import type { Random } from './random.ts';

// The national garlic stock of a season at each month's end (DOMAIN.md 2.6), in 万吨 (10,000 t): intake
// June–August to the peak about Sep 1 (the August figure), outflow fastest in autumn, 25–40 a month
// through winter and spring, slowing in May when the new crop takes over. Published figures are
// pinned; the months between are spread by the outflow weights, and marked estimates.

export interface SeasonPlan {
  /** Month-end stock published for the season's months, keyed YYYY-MM, in 万吨. */
  published: Record<string, number>;
  /** Figures the demo assumes where none is published (peak, May residual), keyed YYYY-MM. */
  assumed: Record<string, number>;
}

export const SEASON_PLANS: Record<number, SeasonPlan> = {
  // Early Sep 2022 was +14.76% on 2021, so 2021's peak was about 444; its May residual is assumed.
  2021: { published: {}, assumed: { '2021-08': 444.3, '2022-05': 110 } },
  // Early Sep 2022 509.9 (a record) and 140 left in May 2023 [S-CAAS22, S-GJGS].
  2022: { published: { '2022-08': 509.9, '2023-05': 140 }, assumed: {} },
  // Intake 440, about 130 left after March 2024 and 95 after April, 90 in May [S-GJGS, S-HINDI].
  2023: { published: { '2023-08': 440, '2024-03': 130, '2024-04': 95, '2024-05': 90 }, assumed: { '2024-02': 166 } },
  // Intake 420, 40 left in May 2025 [S-GJGS].
  2024: { published: { '2024-08': 420, '2025-05': 40 }, assumed: {} },
  // 530 on 2025-09-18 and 493 on 2025-10-01 [S-GJGS]; the May residual is assumed.
  2025: { published: { '2025-09': 493 }, assumed: { '2025-08': 530, '2026-05': 138 } },
  2026: { published: {}, assumed: { '2026-08': 468, '2027-05': 95 } },
};

/** The 2020/21 residual the 2021 intake starts from (not shown; it shapes June and July 2021). */
export const OPENING_RESIDUAL = 100;

/** Share of each draw-down month's outflow, September to May. */
const OUTFLOW_WEIGHTS = [1.5, 1.6, 1.45, 0.95, 0.92, 0.7, 0.9, 0.9, 0.45] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** The season's months, June first, as YYYY-MM. */
export function seasonKeys(seasonYear: number): string[] {
  return Array.from({ length: 12 }, (_, i) => (i < 7 ? `${seasonYear}-${pad(i + 6)}` : `${seasonYear + 1}-${pad(i - 6)}`));
}

/** A season's plan, drawn for seasons beyond the known ones. */
export function planFor(seasonYear: number, random: Random): SeasonPlan {
  const known = SEASON_PLANS[seasonYear];
  if (known) return known;
  const keys = seasonKeys(seasonYear);
  return { published: {}, assumed: { [keys[2]!]: Math.round(random.float(420, 530)), [keys[11]!]: Math.round(random.float(40, 140)) } };
}

export interface SeasonMonth {
  key: string;
  /** 万吨 */
  stock: number;
  published: boolean;
}

/** The twelve month-end figures of a season from its plan and the residual the season before left. */
export function seasonShape(seasonYear: number, plan: SeasonPlan, openingResidual: number, random: Random): SeasonMonth[] {
  const keys = seasonKeys(seasonYear);
  const pinned = { ...plan.assumed, ...plan.published };
  const peak = pinned[keys[2]!]!;
  const stock: number[] = new Array(12).fill(0);
  // Intake: the old crop is cleared out while the new one goes in.
  stock[0] = openingResidual * 0.4 + peak * 0.36 * random.float(0.95, 1.05);
  stock[1] = openingResidual * 0.1 + peak * 0.78 * random.float(0.97, 1.03);
  stock[2] = peak;
  // Draw-down: between two pinned months, the fall is spread by the weights of the months between.
  const weights = OUTFLOW_WEIGHTS.map((w) => w * random.float(0.95, 1.05));
  let from = 2;
  for (let i = 3; i < 12; i++) {
    if (pinned[keys[i]!] === undefined && i < 11) continue;
    const to = pinned[keys[i]!] ?? stock[from]! * 0.2;
    const span = weights.slice(from - 2, i - 2);
    const total = span.reduce((s, w) => s + w, 0);
    let level = stock[from]!;
    for (let j = from + 1; j <= i; j++) {
      level -= ((stock[from]! - to) * weights[j - 3]!) / total;
      stock[j] = level;
    }
    stock[i] = to;
    from = i;
  }
  return keys.map((key, i) => ({ key, stock: Math.round(stock[i]! * 10) / 10, published: plan.published[key] !== undefined }));
}

/** Peeled cloves and garlic scapes in store nationally, 万吨 at each month's end, January first. */
export const CLOVES = [11, 10, 9, 8, 6, 4.5, 4, 4.5, 6, 8, 10, 11.5] as const;
export const SCAPES = [6, 2, 0.5, 12, 46, 40, 33, 26, 20, 15, 11, 8] as const;
