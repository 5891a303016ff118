import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../../src/server/config.ts';

const dir = new URL('../../fixtures/tls/', import.meta.url).pathname;
const cert = `${dir}localhost.crt`;
const key = `${dir}localhost.key`;

describe('TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('serves plain http when neither is set', () => {
    expect(loadConfig({}).tls).toBeUndefined();
  });

  it('reads the certificate and its key', () => {
    expect(loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key }).tls).toEqual({ cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') });
  });

  it('refuses one without the other, naming the missing one', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: cert })).toThrow('TLS_CERT_FILE is set without TLS_KEY_FILE');
    expect(() => loadConfig({ TLS_KEY_FILE: key })).toThrow('TLS_KEY_FILE is set without TLS_CERT_FILE');
  });

  it('refuses a file it cannot read, naming the variable, the path and why', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: `${dir}missing.crt`, TLS_KEY_FILE: key })).toThrow(`TLS_CERT_FILE ${dir}missing.crt cannot be read: ENOENT`);
  });

  it('refuses files that are not a certificate or a private key', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: key, TLS_KEY_FILE: key })).toThrow(`TLS_CERT_FILE ${key} is not a certificate in PEM form`);
    expect(() => loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: cert })).toThrow(`TLS_KEY_FILE ${cert} is not an unencrypted private key in PEM form`);
  });

  it('refuses a key sealed with a passphrase, which the server has no way to ask for', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: `${dir}encrypted.key` })).toThrow(
      `TLS_KEY_FILE ${dir}encrypted.key is not an unencrypted private key in PEM form`,
    );
  });

  it("refuses a key that is not the certificate's", () => {
    expect(() => loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: `${dir}other.key` })).toThrow(
      `TLS_KEY_FILE ${dir}other.key is not the private key of the certificate in TLS_CERT_FILE`,
    );
  });
});
