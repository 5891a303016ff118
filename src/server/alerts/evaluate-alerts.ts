import { newId } from '../db/ids.ts';
import type { Db } from '../db/database.ts';
import { toColumns } from '../engine/rows.ts';
import { changePercentOf, nextAlertState, type SeriesQuote, type Zone } from './crossing.ts';
import { latestQuotes, seriesNames, seriesRefKey } from './series-quotes.ts';

type Texts = { en: string; zh: string };

/** A notice written for an alert that fired, to push to its user. */
export interface FiredNotice {
  noticeId: string;
  frontUserId: string;
  /** The series, then the sentence: which price on which day crossed which line. */
  series: Texts;
  detail: Texts;
}

/** The notice's title of every fired alert. */
export const ALERT_TITLE: Texts = { en: 'Price alert', zh: '价格提醒' };

interface AlertRow {
  priceAlertId: string;
  frontUserId: string;
  regionId: string;
  goodsId: string;
  specsId: string | null;
  above: number | null;
  below: number | null;
  changePercent: number | null;
  lastZone: string | null;
  lastPrice: number | null;
  lastPriceDate: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const yuan = (n: number): string => n.toFixed(2);

/** The notice's sentence in both languages: which series, its price, and which line it crossed. */
function describe(alert: AlertRow, zone: Zone, quote: SeriesQuote): Texts {
  const names = seriesNames(alert);
  const price = yuan(quote.avgPrice);
  const change = changePercentOf(quote) ?? 0;
  const signed = `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
  const c =
    zone === 'above'
      ? { en: `at or above your ${yuan(alert.above!)}`, zh: `已高于等于您设定的${yuan(alert.above!)}元/斤` }
      : zone === 'below'
        ? { en: `at or below your ${yuan(alert.below!)}`, zh: `已低于等于您设定的${yuan(alert.below!)}元/斤` }
        : { en: `moved ${signed} in a day (your line: ${alert.changePercent}%)`, zh: `单日涨跌${signed}，达到您设定的${alert.changePercent}%` };
  return { en: `${names.en}: ${price} yuan/jin on ${quote.priceDate}, ${c.en}`, zh: `${names.zh}：${quote.priceDate}均价${price}元/斤，${c.zh}` };
}

/**
 * Evaluates every alert against its series' latest figures (decision 0061): each alert's zone and the
 * price it saw are kept, and an alert that crosses into a zone writes its owner's notice in the same
 * transaction. The update is conditional on the zone read, so two servers evaluating at once write one
 * notice. Answers the notices written, for pushing.
 */
export async function evaluateAlerts(db: Db, now = new Date()): Promise<FiredNotice[]> {
  const alerts = (await db
    .selectFrom('price_alert')
    .select(['priceAlertId', 'frontUserId', 'regionId', 'goodsId', 'specsId', 'above', 'below', 'changePercent', 'lastZone', 'lastPrice', 'lastPriceDate'])
    .execute()) as unknown as AlertRow[];
  if (alerts.length === 0) return [];
  const quotes = await latestQuotes(db, alerts);
  const fired: FiredNotice[] = [];
  for (const stored of alerts) {
    const alert = { ...stored, above: num(stored.above), below: num(stored.below), changePercent: num(stored.changePercent), lastPrice: num(stored.lastPrice) };
    const quote = quotes.get(seriesRefKey(alert));
    if (!quote) continue;
    const { zone, fires } = nextAlertState(alert, alert.lastZone, quote);
    if (zone === alert.lastZone && quote.avgPrice === alert.lastPrice && quote.priceDate === alert.lastPriceDate) continue;
    const notice = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('price_alert')
        .set({ lastZone: zone, lastPrice: quote.avgPrice, lastPriceDate: quote.priceDate, ...(fires ? { lastFiredTime: now.toISOString() } : {}) })
        .where('priceAlertId', '=', alert.priceAlertId)
        .where((eb) => (alert.lastZone === null ? eb('lastZone', 'is', null) : eb('lastZone', '=', alert.lastZone)))
        .executeTakeFirst();
      if (!fires || Number(updated.numUpdatedRows) !== 1) return undefined;
      const row: FiredNotice = {
        noticeId: newId(now.getTime()),
        frontUserId: alert.frontUserId,
        series: seriesNames(alert),
        detail: describe(alert, zone, quote),
      };
      await trx
        .insertInto('notice')
        .values({
          noticeId: row.noticeId,
          frontUserId: row.frontUserId,
          title: JSON.stringify(ALERT_TITLE),
          detail: JSON.stringify(row.detail),
          entity: 'priceAlert',
          entityId: alert.priceAlertId,
          subject: '',
          decision: 'alert',
          reason: '',
          isRead: toColumns('notice', { isRead: false }).isRead,
          createTime: now.toISOString(),
        } as never)
        .execute();
      return row;
    });
    if (notice) fired.push(notice);
  }
  return fired;
}
