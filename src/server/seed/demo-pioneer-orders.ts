import type { GarlicPioneerOrderTable, GarlicPioneerSubscribeTable } from '../../../generated/db.ts';
import { extendSubscription } from '../handlers/pioneer-periods.ts';
import { seededId } from './demo-users.ts';
import type { PioneerRows } from './demo-pioneer-profiles.ts';
import type { Random } from './random.ts';

export interface DemoUser {
  frontUserId: string;
  nickname: string;
  phone: string;
}

const DAY = 86400_000;
const PERIOD_WEIGHTS = [
  ['1', 5],
  ['2', 3],
  ['3', 1],
] as const;

interface Subscriber {
  user: DemoUser;
  pioneerIndex: number;
  /** Days back of the first order. */
  firstDaysAgo: number;
  /** Orders in a row; each renews about when the last one ends. */
  renewals: number;
}

/** Who subscribes to whom: the demo account's readers, its own eleven subscriptions, and the rest at random. */
function subscribers(random: Random, rows: PioneerRows, users: DemoUser[]): Subscriber[] {
  const demo = users.find((u) => u.frontUserId === rows.pioneers[0]?.frontUserId);
  const list: Subscriber[] = [];
  rows.pioneers.forEach((pioneer, pioneerIndex) => {
    if (pioneer.status !== '1' || !rows.feeModels.some((f) => f.pioneerId === pioneer.id)) return;
    const readers = users.filter((u) => u.frontUserId !== pioneer.frontUserId && u !== demo);
    const count = pioneerIndex === 0 ? 16 : random.int(3, 9);
    for (let i = 0; i < count; i++) {
      const user = readers.splice(random.int(0, readers.length - 1), 1)[0]!;
      // The demo account's centre shows this month's income: a few of its readers ordered in the last days.
      const recent = pioneerIndex === 0 && i < 4;
      list.push({
        user,
        pioneerIndex,
        firstDaysAgo: recent ? i : random.int(5, 260),
        renewals: recent
          ? 1
          : random.weighted([
              [1, 5],
              [2, 3],
              [3, 2],
            ] as const),
      });
    }
    // The demo account reads every other paying pioneer; three of those subscriptions have run out.
    if (demo && pioneerIndex > 0)
      list.push({ user: demo, pioneerIndex, firstDaysAgo: pioneerIndex % 4 === 1 ? 200 : random.int(3, 40), renewals: pioneerIndex % 4 === 1 ? 1 : 2 });
  });
  return list;
}

/** Paid orders and the subscriptions they make, plus a few orders left unpaid or cancelled. */
export function demoSubscriptions(random: Random, now: number, rows: PioneerRows, users: DemoUser[]) {
  const orders: GarlicPioneerOrderTable[] = [];
  const subscriptions: GarlicPioneerSubscribeTable[] = [];
  for (const s of subscribers(random, rows, users)) {
    const pioneer = rows.pioneers[s.pioneerIndex]!;
    const goodsId = (JSON.parse(pioneer.goodsIds) as string[])[0]!;
    let at = now - s.firstDaysAgo * DAY - random.int(0, DAY / 2);
    let end: Date | undefined;
    let start: Date | undefined;
    let lastOrderId = '';
    for (let paid = 0; paid < s.renewals && at < now;) {
      const periodType = s.user.frontUserId === rows.pioneers[0]!.frontUserId ? '2' : random.weighted(PERIOD_WEIGHTS);
      const fee = rows.feeModels.find((f) => f.pioneerId === pioneer.id && f.goodsId === goodsId && f.periodType === periodType)!;
      const paidAt = new Date(Math.min(now, at + random.int(30, 300) * 1000));
      const period = extendSubscription(end, paidAt, fee.months);
      const orderId = seededId(at, orders.length);
      // Now and then a reader leaves the payment page (unpaid) or cancels, and pays a little later.
      const abandoned = random.chance(0.08);
      orders.push({
        orderId,
        orderNo: `GP${orderId}`,
        frontUserId: s.user.frontUserId,
        pioneerId: pioneer.id,
        publishUserId: pioneer.frontUserId!,
        feeModelId: fee.feeModelId,
        goodsId,
        periodType,
        months: fee.months,
        amount: fee.price,
        status: abandoned ? random.pick(['0', '2']) : '1',
        payChannel: 'wechat',
        prepayId: `seed_${orderId}`,
        transactionId: abandoned ? null : `4200${String(orders.length).padStart(6, '0')}${random.int(10_000_000, 99_999_999)}`,
        createTime: new Date(at).toISOString(),
        payTime: abandoned ? null : paidAt.toISOString(),
        subscribeStart: abandoned ? null : period.start.toISOString(),
        subscribeEnd: abandoned ? null : period.end.toISOString(),
      });
      if (abandoned) {
        at += random.int(1, 3) * 3600_000;
        continue;
      }
      paid += 1;
      start ??= period.start;
      end = period.end;
      lastOrderId = orderId;
      // Renewed a few days before or after the end.
      at = end.getTime() + random.int(-5, 3) * DAY;
    }
    if (!end || !start) continue;
    const iso = start.toISOString();
    subscriptions.push({
      subscribeId: seededId(start.getTime(), 2000 + subscriptions.length),
      frontUserId: s.user.frontUserId,
      pioneerId: pioneer.id,
      goodsId,
      startTime: iso,
      endTime: end.toISOString(),
      lastOrderId,
      createTime: iso,
      updateTime: end.toISOString(),
    });
  }
  return { orders, subscriptions };
}
