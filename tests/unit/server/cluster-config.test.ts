import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config.ts';

const PG = 'postgres://app@db:5432/garlic';

describe('configuration for several instances', () => {
  it('runs alone by default: no Redis, no bucket, no shutdown delay', () => {
    const config = loadConfig({});
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.shutdown).toEqual({ delayMs: 0, timeoutMs: 30_000 });
  });

  it('takes REDIS_URL with DATABASE_URL, with the default key prefix or REDIS_KEY_PREFIX', () => {
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({ url: 'redis://cache:6379/2', keyPrefix: 'garlic:' });
    expect(loadConfig({ DATABASE_URL: PG, REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'market-a:' }).redis?.keyPrefix).toBe('market-a:');
  });

  it('refuses REDIS_URL without DATABASE_URL, and an address that is not redis://, without echoing its password', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379' })).toThrow('REDIS_URL is set without DATABASE_URL');
    const refusal = () => loadConfig({ DATABASE_URL: PG, REDIS_URL: 'http://user:hunter2@cache:6379' });
    expect(refusal).toThrow('REDIS_URL must be a redis:// or rediss:// address');
    expect(refusal).not.toThrow(/hunter2/);
  });

  it('reads the S3 variables, path style only when asked', () => {
    const env = {
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'cn-north-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'cn-north-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 's' })).toThrow('S3_SECRET_ACCESS_KEY set without S3_BUCKET');
  });

  it('reads the shutdown delays as whole milliseconds', () => {
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '3000', SHUTDOWN_TIMEOUT_MS: '25000' }).shutdown).toEqual({ delayMs: 3000, timeoutMs: 25_000 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow('SHUTDOWN_DELAY_MS must be a whole number');
  });
});
