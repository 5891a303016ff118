import { describe, expect, it } from 'vitest';
import { WriteLimiter, RateLimited } from '../../../src/server/engine/write-limits.ts';
import { DEFAULT_WRITE_LIMITS, limitVariable, loadConfig, type WriteLimits } from '../../../src/server/config.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function limiter(overrides: Partial<WriteLimits> = {}) {
  let now = Date.parse('2026-11-23T08:00:00Z');
  const l = new WriteLimiter({ ...DEFAULT_WRITE_LIMITS, ...overrides }, () => now);
  return { l, advance: (ms: number) => (now += ms) };
}

function refusal(fn: () => unknown): RateLimited {
  try {
    fn();
  } catch (error) {
    if (error instanceof RateLimited) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('WriteLimiter', () => {
  it('lets perMinute calls through in a minute, refuses the next with the wait, then lets it through a minute on', () => {
    const { l, advance } = limiter({ posts: { perMinute: 3, perDay: 100 } });
    for (let i = 0; i < 3; i++) {
      l.take('posts', 'u1');
      advance(10_000);
    }
    const refused = refusal(() => l.take('posts', 'u1'));
    expect(refused.status).toBe(429);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfterMs).toBe(30_000);
    expect(refused.message).toBe('Too many new posts: at most 3 a minute; try again in 1 minute. 发布信息太频繁：每分钟最多 3 次，请 1 分钟后再试。');
    // Another user and another kind have budgets of their own.
    l.take('posts', 'u2');
    l.take('comments', 'u1');
    advance(30_000);
    l.take('posts', 'u1');
  });

  it('holds a day limit over 24 hours, even when each minute stays under its limit', () => {
    const { l, advance } = limiter({ votes: { perMinute: 2, perDay: 5 } });
    for (let i = 0; i < 5; i++) {
      l.take('votes', 'u1');
      advance(HOUR);
    }
    const refused = refusal(() => l.take('votes', 'u1'));
    expect(refused.message).toMatch(/^Too many votes: at most 5 a day; try again in \d+ hours\. 投票和点赞太频繁：每天最多 5 次，请 \d+ 小时后再试。$/);
    expect(refused.retryAfterMs).toBeGreaterThan(18 * HOUR);
    advance(refused.retryAfterMs);
    l.take('votes', 'u1');
  });

  it('gives the count back when the call fails, once', () => {
    const { l } = limiter({ uploads: { perMinute: 1, perDay: 10 } });
    const giveBack = l.take('uploads', 'u1');
    giveBack();
    giveBack();
    l.take('uploads', 'u1');
    expect(() => l.take('uploads', 'u1')).toThrow(RateLimited);
  });

  it('treats 0 as no limit', () => {
    const { l } = limiter({ feedback: { perMinute: 0, perDay: 0 } });
    for (let i = 0; i < 1000; i++) l.take('feedback', 'u1');
  });
});

describe('write limits from the environment', () => {
  it('reads RATE_LIMIT_<KIND>_PER_MINUTE and _PER_DAY, with the defaults otherwise', () => {
    expect(limitVariable('errorReports', 'perDay')).toBe('RATE_LIMIT_ERROR_REPORTS_PER_DAY');
    expect(limitVariable('phoneLookups', 'perMinute')).toBe('RATE_LIMIT_PHONE_LOOKUPS_PER_MINUTE');
    const config = loadConfig({ RATE_LIMIT_POSTS_PER_MINUTE: '2', RATE_LIMIT_TOPICS_PER_DAY: '7' });
    expect(config.writeLimits.posts).toEqual({ perMinute: 2, perDay: DEFAULT_WRITE_LIMITS.posts.perDay });
    expect(config.writeLimits.topics).toEqual({ perMinute: DEFAULT_WRITE_LIMITS.topics.perMinute, perDay: 7 });
    expect(config.writeLimits.comments).toEqual(DEFAULT_WRITE_LIMITS.comments);
    expect(() => loadConfig({ RATE_LIMIT_VOTES_PER_DAY: 'lots' })).toThrow('RATE_LIMIT_VOTES_PER_DAY must be a whole number, got "lots"');
  });
});
