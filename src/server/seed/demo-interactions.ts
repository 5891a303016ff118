import type { UserCommentTable, UserTable, UserToggleTable } from '../../../generated/db.ts';
import { seededId } from './demo-users.ts';
import type { Random } from './random.ts';
import { COMMENTS } from './demo-comment-texts.ts';

type Kind = 'collection' | 'agree' | 'disagree';

/** A record readers may interact with: its kind, id, when it appeared, its owner and what it counts. */
export interface InteractionTarget {
  businessType: string;
  id: string;
  time: number;
  ownerId: string | null;
  listed: boolean;
  counters: readonly string[];
}

export interface Counts {
  agreeCount: number;
  disagreeCount: number;
  commentCount: number;
  collectionCount: number;
  readCount: number;
}

/** How readers of each kind behave: chance a reader agrees, disagrees, collects; most comments; reads a day. */
const HABITS: Record<string, { agree: number; disagree: number; collection: number; comments: number; reads: number }> = {
  '1': { agree: 0, disagree: 0, collection: 0.025, comments: 0, reads: 6 },
  '2': { agree: 0.12, disagree: 0.02, collection: 0.05, comments: 6, reads: 25 },
  '3': { agree: 0.15, disagree: 0.03, collection: 0.07, comments: 8, reads: 60 },
  '4': { agree: 0.1, disagree: 0.015, collection: 0.04, comments: 10, reads: 20 },
  '5': { agree: 0.08, disagree: 0, collection: 0.06, comments: 4, reads: 80 },
};

/** What the demo account has collected, so its favourites show two pages of each tab. */
const DEMO_COLLECTS: Record<string, number> = { '1': 24, '2': 9, '3': 6, '4': 4, '5': 5 };

const KEY = (t: InteractionTarget) => `${t.businessType}:${t.id}`;

/**
 * Toggles and comments spread over the demo users, after each record appeared and before `now`, and
 * the counters that match them (reads grow with age and attention).
 */
export function demoInteractions(random: Random, now: number, users: UserTable[], targets: InteractionTarget[]) {
  const toggles: UserToggleTable[] = [];
  const comments: UserCommentTable[] = [];
  const counts = new Map<string, Counts>();
  const seen = new Set<string>();
  let n = 0;
  const after = (t: InteractionTarget) => t.time + Math.floor(random.next() ** 2 * Math.max(60_000, now - t.time - 60_000));

  const toggle = (t: InteractionTarget, kind: Kind, user: UserTable) => {
    const key = `${kind}|${KEY(t)}|${user.frontUserId}`;
    if (seen.has(key) || !t.counters.includes(kind) || user.frontUserId === t.ownerId) return;
    seen.add(key);
    const at = after(t);
    toggles.push({
      toggleId: seededId(at, n++),
      kind,
      businessType: t.businessType,
      businessId: t.id,
      frontUserId: user.frontUserId,
      createTime: new Date(at).toISOString(),
    });
  };

  const demo = users[0]!;
  for (const [type, wanted] of Object.entries(DEMO_COLLECTS)) {
    const pool = targets.filter((t) => t.businessType === type && t.listed && t.ownerId !== demo.frontUserId);
    for (let i = 0; i < wanted && pool.length > 0; i++) toggle(pool.splice(random.int(0, pool.length - 1), 1)[0]!, 'collection', demo);
  }
  for (const t of targets) {
    if (!t.listed) continue;
    const habit = HABITS[t.businessType]!;
    for (const user of users.slice(1)) {
      if (random.chance(habit.agree)) toggle(t, 'agree', user);
      else if (random.chance(habit.disagree)) toggle(t, 'disagree', user);
      if (random.chance(habit.collection)) toggle(t, 'collection', user);
    }
    const many = Math.floor(random.next() ** 1.8 * (habit.comments + 1));
    for (let i = 0; i < many; i++) {
      const user = users[1 + random.int(0, users.length - 2)]!;
      const at = after(t);
      comments.push({
        commentId: seededId(at, n++),
        businessType: t.businessType,
        businessId: t.id,
        commentContent: random.pick(COMMENTS[t.businessType] ?? COMMENTS['4']!),
        frontUserId: user.frontUserId,
        createTime: new Date(at).toISOString(),
        isHidden: 0,
        hiddenReason: '',
      });
    }
  }
  for (const t of targets) {
    const mine = (kind: Kind) => toggles.filter((r) => r.kind === kind && r.businessType === t.businessType && r.businessId === t.id).length;
    const commentCount = comments.filter((c) => c.businessType === t.businessType && c.businessId === t.id).length;
    const [agreeCount, disagreeCount, collectionCount] = [mine('agree'), mine('disagree'), mine('collection')];
    const days = Math.max(1, (now - t.time) / 86400_000);
    const readCount = Math.round(HABITS[t.businessType]!.reads * Math.sqrt(days) * random.float(0.6, 1.6)) + 6 * (agreeCount + commentCount + collectionCount);
    counts.set(KEY(t), { agreeCount, disagreeCount, commentCount, collectionCount, readCount });
  }
  return { toggles, comments, counts };
}

export function countsOf(counts: Map<string, Counts>, businessType: string, id: string): Counts {
  return counts.get(`${businessType}:${id}`) ?? { agreeCount: 0, disagreeCount: 0, commentCount: 0, collectionCount: 0, readCount: 0 };
}
