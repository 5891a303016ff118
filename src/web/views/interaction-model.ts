import type { DetailInteractions, Row, ToggleCall, ToggleKind } from '../../shared/view-types.ts';

export const TOGGLE_ORDER: readonly ToggleKind[] = ['collection', 'agree', 'disagree'];

/** Agreeing and disagreeing exclude each other in the bar: setting one clears the other first. */
const OPPOSITE: Partial<Record<ToggleKind, ToggleKind>> = { agree: 'disagree', disagree: 'agree' };

export interface ToggleView {
  kind: ToggleKind;
  call: ToggleCall;
  active: boolean;
  count: number;
}

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The toggles a record takes, in bar order, with the viewer's state and the counts. */
export function toggleViews(spec: DetailInteractions, row: Row): ToggleView[] {
  return TOGGLE_ORDER.flatMap((kind) => {
    const call = spec.toggles[kind];
    return call ? [{ kind, call, active: row[call.state] === true, count: count(row[call.count]) }] : [];
  });
}

/** The calls one tap makes, in order: clear the opposite flag when it is set, then flip this one. */
export function tapPlan(spec: DetailInteractions, row: Row, kind: ToggleKind): { kind: ToggleKind; call: ToggleCall; on: boolean }[] {
  const call = spec.toggles[kind];
  if (!call) return [];
  const on = row[call.state] !== true;
  const opposite = OPPOSITE[kind];
  const other = opposite ? spec.toggles[opposite] : undefined;
  const clear = on && other && row[other.state] === true ? [{ kind: opposite!, call: other, on: false }] : [];
  return [...clear, { kind, call, on }];
}

/** The row after a toggle call answered {active, count}. */
export function applyToggle(row: Row, call: ToggleCall, reply: { active: boolean; count: number }): Row {
  return { ...row, [call.state]: reply.active, [call.count]: reply.count };
}

/** The row after the viewer added a comment. */
export function withOneMoreComment(row: Row, countKey: string): Row {
  return { ...row, [countKey]: count(row[countKey]) + 1 };
}

export { count as counterValue };
