import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { createTokenCipher } from '../../../../src/web/session/token-crypto.ts';

describe('token cipher', () => {
  it('seals a token so that the text does not contain it, and unseals it back', async () => {
    const cipher = createTokenCipher(globalThis.crypto, memoryKeyStore());
    const sealed = await cipher.encrypt('refresh-token-value');
    expect(sealed).not.toContain('refresh-token-value');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(await cipher.decrypt(sealed)).toBe('refresh-token-value');
  });

  it('uses a fresh IV for every value', async () => {
    const cipher = createTokenCipher(globalThis.crypto, memoryKeyStore());
    expect(await cipher.encrypt('same')).not.toBe(await cipher.encrypt('same'));
  });

  it('keeps one non-extractable key per device, shared by later ciphers', async () => {
    const keys = memoryKeyStore();
    const sealed = await createTokenCipher(globalThis.crypto, keys).encrypt('t');
    const key = await keys.load();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await createTokenCipher(globalThis.crypto, keys).decrypt(sealed)).toBe('t');
  });

  it('cannot be unsealed with another device key, nor after tampering', async () => {
    const sealed = await createTokenCipher(globalThis.crypto, memoryKeyStore()).encrypt('t');
    await expect(createTokenCipher(globalThis.crypto, memoryKeyStore()).decrypt(sealed)).rejects.toThrow();
    const keys = memoryKeyStore();
    const cipher = createTokenCipher(globalThis.crypto, keys);
    const mine = await cipher.encrypt('token');
    const flipped = mine.slice(0, -2) + (mine.endsWith('AA') ? 'BB' : 'AA');
    await expect(cipher.decrypt(flipped)).rejects.toThrow();
    await expect(cipher.decrypt('token')).rejects.toThrow('Not a sealed login token');
  });

  it('fails without WebCrypto rather than storing the token in clear', async () => {
    await expect(createTokenCipher(undefined, memoryKeyStore()).encrypt('t')).rejects.toThrow('WebCrypto is not available');
  });
});
