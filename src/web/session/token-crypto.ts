/*
 * Decision: the refresh token (storage key `loginToken`) is encrypted with AES-GCM (256 bits, a
 * random 12-byte IV per value) under a per-device key that WebCrypto generates as non-extractable
 * and that is kept in IndexedDB as a CryptoKey object, never as bytes.
 *
 * What it buys: a copy of localStorage (a backup, a synced profile, a support dump, a leaked
 * screenshot of devtools) does not carry a usable refresh token, and the key cannot be read out by
 * script. What it does not buy: script running on our origin (XSS) can still ask the key to decrypt,
 * so the Content-Security-Policy remains the defence there; and the refresh tokens rotate, with a
 * reused one ending the whole sign-in on the server.
 *
 * Where WebCrypto or IndexedDB is missing (old in-app browsers, insecure origins), the refresh token
 * is not persisted at all but kept in memory for the life of the page: a reload then needs a new
 * sign-in, which is safer than storing the token in clear.
 */
import type { KeyStore } from './key-store.ts';

export interface TokenCipher {
  encrypt(plain: string): Promise<string>;
  decrypt(sealed: string): Promise<string>;
}

const VERSION = 'v1';
const ALGORITHM = 'AES-GCM';
const additionalData = new TextEncoder().encode('loginToken');

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createTokenCipher(crypto: Crypto | undefined, keyStore: KeyStore): TokenCipher {
  let key: Promise<CryptoKey> | undefined;

  const deviceKey = (): Promise<CryptoKey> => {
    key ??= (async () => {
      if (!crypto?.subtle) throw new Error('WebCrypto is not available');
      const stored = await keyStore.load();
      if (stored) return stored;
      const fresh = await crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);
      return keyStore.saveFirst(fresh);
    })().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  return {
    async encrypt(plain) {
      const sealingKey = await deviceKey();
      const iv = crypto!.getRandomValues(new Uint8Array(12));
      const sealed = await crypto!.subtle.encrypt({ name: ALGORITHM, iv, additionalData }, sealingKey, new TextEncoder().encode(plain));
      return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
    },
    async decrypt(sealed) {
      const [version, iv, body] = sealed.split('.');
      if (version !== VERSION || !iv || !body) throw new Error('Not a sealed login token');
      const plain = await crypto!.subtle.decrypt({ name: ALGORITHM, iv: fromBase64Url(iv), additionalData }, await deviceKey(), fromBase64Url(body));
      return new TextDecoder().decode(plain);
    },
  };
}
