let lastMs = 0;
let counter = 0;

/**
 * Time-ordered decimal ids (milliseconds × 4096 + a counter), strings like the seed's 19-digit ids,
 * so both databases store them as text keys and newer rows sort after older ones.
 */
export function newId(now = Date.now()): string {
  if (now <= lastMs) {
    counter += 1;
    if (counter >= 4096) {
      lastMs += 1;
      counter = 0;
    }
  } else {
    lastMs = now;
    counter = 0;
  }
  return (BigInt(lastMs) * 4096n + BigInt(counter)).toString();
}
