const MAX_DECIMALS = 20;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds half away from zero. */
function roundToMultiple(value: bigint, step: bigint): bigint {
  return ((value + step / 2n) / step) * step;
}

export function formatMoney(cents: number, opts?: { decimals?: number }): string {
  const decimals = opts?.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer in 0..${MAX_DECIMALS}, got ${decimals}`);
  }
  if (!Number.isFinite(cents)) cents = 0;

  let absCents = BigInt(Math.round(Math.abs(cents)));
  if (decimals < 2) absCents = roundToMultiple(absCents, 10n ** BigInt(2 - decimals));

  const units = absCents / 100n;
  const fraction = (absCents % 100n).toString().padStart(2, '0');
  const fractionText = decimals >= 2 ? fraction.padEnd(decimals, '0') : fraction.slice(0, decimals);
  const sign = cents < 0 && absCents !== 0n ? '-' : '';
  const integerText = groupThousands(units.toString());
  return decimals === 0 ? `${sign}${integerText}` : `${sign}${integerText}.${fractionText}`;
}
