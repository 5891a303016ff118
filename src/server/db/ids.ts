/** Instances that can make ids at once without meeting (decision 0104): each takes a number at start. */
export const ID_NODES = 16;
const SLOTS = 4096;
const PER_NODE = SLOTS / ID_NODES;

/**
 * Time-ordered decimal ids (milliseconds × 4096 + this instance's slot range + a counter), strings like
 * the seed's 19-digit ids, so both databases store them as text keys and newer rows sort after older
 * ones. Each of up to 16 instances has its own 256 slots of every millisecond (instance n: n × 256 + the
 * counter), so two instances inserting in the same millisecond never make the same id; past 256 ids in
 * one millisecond an instance goes on in the next.
 */
export function createIdMaker(node: number): { next(now?: number): string; setNode(node: number): void } {
  const baseOf = (n: number) => BigInt((((n % ID_NODES) + ID_NODES) % ID_NODES) * PER_NODE);
  let base = baseOf(node);
  let lastMs = 0;
  let counter = 0;
  const next = (now = Date.now()) => {
    if (now <= lastMs) {
      counter += 1;
      if (counter >= PER_NODE) {
        lastMs += 1;
        counter = 0;
      }
    } else {
      lastMs = now;
      counter = 0;
    }
    return (BigInt(lastMs) * BigInt(SLOTS) + base + BigInt(counter)).toString();
  };
  return { next, setNode: (n) => (base = baseOf(n)) };
}

const ids = createIdMaker(0);

/** Sets this process's instance number (with REDIS_URL, from a Redis counter at start; else 0). */
export function setIdNode(node: number): void {
  ids.setNode(node);
}

export function newId(now = Date.now()): string {
  return ids.next(now);
}
