import type { WriteKind, WriteLimits } from '../config.ts';
import { ApiError } from '../http/api-error.ts';
import { ErrorCode } from '../../shared/error-codes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What each kind is called in the 429's message, in both languages. */
const NAMES: Record<WriteKind, { en: string; zh: string }> = {
  posts: { en: 'new posts', zh: '发布信息' },
  comments: { en: 'comments', zh: '评论' },
  topics: { en: 'forum topics', zh: '论坛发帖' },
  feedback: { en: 'feedback messages', zh: '意见反馈' },
  errorReports: { en: 'error reports', zh: '纠错报告' },
  votes: { en: 'votes', zh: '投票和点赞' },
  uploads: { en: 'uploads', zh: '上传文件' },
  phoneLookups: { en: 'phone number lookups', zh: '按手机号查找用户' },
};

/** A 429 whose message names the kind, the limit and the wait in English and Chinese; Retry-After in seconds. */
export class RateLimited extends ApiError {
  constructor(
    kind: WriteKind,
    period: 'minute' | 'day',
    limit: number,
    readonly retryAfterMs: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
    const wait =
      minutes >= 120
        ? { en: `${Math.ceil(minutes / 60)} hours`, zh: `${Math.ceil(minutes / 60)} 小时` }
        : { en: minutes === 1 ? '1 minute' : `${minutes} minutes`, zh: `${minutes} 分钟` };
    const name = NAMES[kind];
    super(
      429,
      ErrorCode.rateLimited,
      `Too many ${name.en}: at most ${limit} a ${period}; try again in ${wait.en}. ` +
        `${name.zh}太频繁：每${period === 'minute' ? '分钟' : '天'}最多 ${limit} 次，请 ${wait.zh}后再试。`,
    );
  }
}

interface Usage {
  /** Times of the calls in the last minute (at most perMinute of them). */
  minute: number[];
  /** Calls per hour over the last day, as [hour start, count]. */
  hours: [number, number][];
}

/** Takes one call of a kind from a user's budget (or throws RateLimited); the returned function gives it back. */
export interface WriteBudget {
  take(kind: WriteKind, userId: string): (() => void) | Promise<() => void>;
}

/**
 * Per-user limits on writes, per minute (sliding) and per day (24 hourly buckets), by the kind a
 * call's manifest names (`limit:`). Kept in memory per process, like the login throttle (decision 0025); with REDIS_URL,
 * src/server/cluster/shared-write-limits.ts counts the same rule in Redis (decision 0067).
 */
export class WriteLimiter implements WriteBudget {
  private readonly usage = new Map<string, Usage>();

  constructor(
    private readonly limits: WriteLimits,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 200_000,
  ) {}

  /**
   * Counts one call of `kind` by `userId`, or throws RateLimited when it would pass a limit. The
   * count is taken before the call runs (so calls sent at once cannot all slip through); the
   * returned function gives it back when the call fails.
   */
  take(kind: WriteKind, userId: string): () => void {
    const { perMinute, perDay } = this.limits[kind];
    const key = `${kind}|${userId}`;
    const now = this.now();
    const usage = this.current(key, now);
    if (perMinute > 0 && usage.minute.length >= perMinute)
      throw new RateLimited(kind, 'minute', perMinute, usage.minute[usage.minute.length - perMinute]! + MINUTE - now);
    const today = usage.hours.reduce((sum, [, n]) => sum + n, 0);
    if (perDay > 0 && today >= perDay) throw new RateLimited(kind, 'day', perDay, this.dayWait(usage.hours, today - perDay + 1, now));
    if (perMinute > 0) usage.minute.push(now);
    const hour = now - (now % HOUR);
    const last = usage.hours[usage.hours.length - 1];
    if (last && last[0] === hour) last[1] += 1;
    else usage.hours.push([hour, 1]);
    this.usage.delete(key);
    this.usage.set(key, usage);
    for (const stale of this.usage.keys()) {
      if (this.usage.size <= this.maxKeys) break;
      this.usage.delete(stale);
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const i = usage.minute.lastIndexOf(now);
      if (i >= 0) usage.minute.splice(i, 1);
      const bucket = usage.hours.find(([h]) => h === hour);
      if (bucket) bucket[1] -= 1;
    };
  }

  /** Until enough of the day's oldest calls (`excess` of them) leave the 24-hour window. */
  private dayWait(hours: [number, number][], excess: number, now: number): number {
    let freed = 0;
    for (const [hour, n] of hours) {
      freed += n;
      if (freed >= excess) return hour + HOUR + DAY - now;
    }
    return DAY;
  }

  private current(key: string, now: number): Usage {
    const usage = this.usage.get(key) ?? { minute: [], hours: [] };
    usage.minute = usage.minute.filter((at) => at > now - MINUTE);
    usage.hours = usage.hours.filter(([hour, n]) => n > 0 && hour + HOUR > now - DAY);
    return usage;
  }
}
