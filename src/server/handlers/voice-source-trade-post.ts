import { entities } from '../../../generated/entities.ts';
import type { Db } from '../db/database.ts';
import { visibleRows } from '../engine/moderation.ts';
import { dictName, entityMeta } from '../engine/rows.ts';
import type { BroadcastSource } from './broadcast-source.ts';

const fields = entities.buySell.fields;
const enumName = (labels: Record<string, { zh: string }>, value: string | null) => (value ? (labels[value]?.zh ?? '') : '');
const figure = (n: number) => String(Number(n));

/** A listed trade post no operator hid, read as a trader would announce it; the phone number stays in the app. */
export const tradePostSource: BroadcastSource = {
  what: 'buySell',
  async read(db: Db, id: string) {
    const post = await db
      .selectFrom('buy_sell')
      .selectAll()
      .where('buySellId', '=', id)
      .where('publishStatus', '=', '1')
      .where((eb) => visibleRows(eb as never, entityMeta('buySell')))
      .executeTakeFirst();
    if (!post) return undefined;
    const kind = enumName(fields.transactionType.enumLabels, post.transactionType);
    const region = dictName('region', post.regionId);
    const goods = `${dictName('varieties', post.varietiesId)}${dictName('specs', post.specsId)}`;
    const quantity = `${figure(post.quantity)}吨`;
    const details = [
      post.goodsTypeId && dictName('goodsType', post.goodsTypeId),
      post.packWayId && dictName('packWay', post.packWayId),
      `数量${quantity}`,
      post.minTrading ? `起订${figure(post.minTrading)}吨` : '',
      `价格每斤${Number(post.price).toFixed(2)}元`,
    ].filter(Boolean);
    const area = [post.goodsProvince, post.goodsProductionArea, post.goodsTownship].filter(Boolean).join('');
    const place = post.goodsAddress?.includes(area) ? post.goodsAddress : `${area}${post.goodsAddress ?? ''}`;
    const sentences = [
      `${kind}：${region}${goods}，${details.join('，')}。`,
      place ? `货源地：${place}。` : '',
      post.supplement ? `补充说明：${post.supplement.trim().replace(/[。.]?$/, '。')}` : '',
      `联系人：${post.contacts}，联系电话请在大蒜行情买卖信息中查看。`,
    ];
    return { title: `${kind} ${region}${goods} ${quantity}`, content: sentences.filter(Boolean).join('') };
  },
};
