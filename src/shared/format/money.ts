// BigInt() calls, not 100n literals: the build targets in-app browsers (Safari 13) that cannot parse the literals.
const MAX_DECIMALS = 20;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds half away from zero. */
function roundToMultiple(value: bigint, step: bigint): bigint {
  return ((value + step / BigInt(2)) / step) * step;
}

export function formatMoney(cents: number, opts?: { decimals?: number }): string {
  const decimals = opts?.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer in 0..${MAX_DECIMALS}, got ${decimals}`);
  }
  if (!Number.isFinite(cents)) cents = 0;

  let absCents = BigInt(Math.round(Math.abs(cents)));
  if (decimals < 2) absCents = roundToMultiple(absCents, BigInt(10) ** BigInt(2 - decimals));

  const units = absCents / BigInt(100);
  const fraction = (absCents % BigInt(100)).toString().padStart(2, '0');
  const fractionText = decimals >= 2 ? fraction.padEnd(decimals, '0') : fraction.slice(0, decimals);
  const sign = cents < 0 && absCents !== BigInt(0) ? '-' : '';
  const integerText = groupThousands(units.toString());
  return decimals === 0 ? `${sign}${integerText}` : `${sign}${integerText}.${fractionText}`;
}
