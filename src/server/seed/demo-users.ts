import type { UserTable } from '../../../generated/db.ts';
import { dicts } from '../../../generated/app.ts';
import { PLACES } from './demo-places.ts';
import { DESCRIPTIONS, NICKNAMES } from './demo-texts.ts';
import type { Random } from './random.ts';

export const DEMO_ACCOUNT = { phone: '13800138000', password: 'garlic123' };
const DAY = 86400_000;
const PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '182', '187', '188', '198'];

/** Deterministic ids in the server's format (ms × 4096 + n), from the row's own time. */
export function seededId(ms: number, n: number): string {
  return (BigInt(ms) * 4096n + BigInt(n % 4096)).toString();
}

/** The region a nickname names (金乡冷库老王 → 金乡), else one weighted by the trade's size. */
function regionOf(random: Random, nickname: string): string {
  const named = dicts.region.items.find((item) => nickname.includes(item.zh));
  return named ? named.id : random.weighted(PLACES.map((p) => [p.regionId, p.weight] as const));
}

/** The demo account plus traders, growers and brokers; every one shares one password hash. */
export function demoUsers(random: Random, now: number, passwordHash: string): UserTable[] {
  const demoTime = now - 200 * DAY;
  const users: UserTable[] = [
    {
      frontUserId: seededId(demoTime, 0),
      nickname: '蒜农老王',
      phone: DEMO_ACCOUNT.phone,
      passwordHash,
      avatar: '{}',
      regionId: '370828',
      wxOpenid: 'demo-openid-0001',
      roles: '[]',
      describe: '金乡种蒜二十年，自有冷库两座。',
      createTime: new Date(demoTime).toISOString(),
      noticeDigest: 0,
      isSuspended: 0,
      suspendReason: '',
    },
  ];
  NICKNAMES.forEach((nickname, i) => {
    const time = now - random.int(20, 365) * DAY - random.int(0, DAY - 1);
    // The step keeps the eight digits apart for every i, so phones never repeat.
    const phone = `${random.pick(PREFIXES)}${String(10_000_000 + i * 173_519 + random.int(0, 999)).slice(-8)}`;
    users.push({
      frontUserId: seededId(time, i + 1),
      nickname,
      phone,
      passwordHash,
      avatar: '{}',
      regionId: regionOf(random, nickname),
      wxOpenid: `demo-openid-${String(i + 2).padStart(4, '0')}`,
      roles: i % 9 === 0 ? '["agent"]' : '[]',
      describe: random.pick(DESCRIPTIONS),
      createTime: new Date(time).toISOString(),
      noticeDigest: 0,
      isSuspended: 0,
      suspendReason: '',
    });
  });
  return users;
}
