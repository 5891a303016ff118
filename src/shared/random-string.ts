const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
// Largest multiple of 36 that fits in a byte; bytes at or above it are rejected to avoid modulo bias.
const REJECT_FROM = 256 - (256 % ALPHABET.length);
const MAX_BYTES_PER_CALL = 65_536;

export function randomString(length = 10): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`length must be an integer >= 1, got ${length}`);
  }
  let out = '';
  while (out.length < length) {
    const needed = length - out.length;
    const bytes = new Uint8Array(Math.min(MAX_BYTES_PER_CALL, Math.ceil(needed * 1.1) + 4));
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= REJECT_FROM) continue;
      out += ALPHABET.charAt(byte % ALPHABET.length);
      if (out.length === length) break;
    }
  }
  return out;
}
