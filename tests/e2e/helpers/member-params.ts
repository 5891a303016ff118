import type { RunningServer } from './server.ts';
import { one } from './cold-storage.ts';

// Route parameters for signed-in pages that edit or show one record: the signed-in user's own
// record (edit pages answer only their owner), or for the console's edit forms the first record.

type Params = Record<string, unknown>;
type Finder = (dataDir: string, me: string) => Params;

const own = (table: string, id: string, owner: string) => (dataDir: string, me: string) => ({
  [id]: one<Record<string, string>>(dataDir, `select ${id} from ${table} where ${owner} = ? order by ${id} limit 1`, me)[id],
});
const first =
  (table: string, id: string, as = id) =>
  (dataDir: string) => ({
    [as]: one<Record<string, string>>(dataDir, `select ${id} from ${table} order by ${id} limit 1`)[id],
  });

const FINDERS: Record<string, Finder> = {
  '/pages/agent/edit-agent': own('broker', 'brokerId', 'publishUserId'),
  '/pages/agent/inventory/inventory-detail': own('cold_storage_auth', 'coldStorageAuthId', 'ownerId'),
  '/pages/conjuncture/conjuncture-edit': own('conjuncture', 'conjunctureId', 'publisherId'),
  '/pages/market-quotation-hot-news/market-quotation-hot-news-edit': own('quotation_article', 'quotationArticleId', 'publisherId'),
  '/pages/transaction/transaction-edit': own('buy_sell', 'buySellId', 'publishUserId'),
  '/admin/content/banners/edit': first('banner', 'bannerId'),
  '/admin/content/menu/edit': first('menu', 'menuId'),
  '/admin/content/live/edit': first('live_broadcast', 'liveBroadcastId'),
  '/admin/content/news/edit': first('forefront_info', 'id'),
  '/admin/content/articles/edit': first('quotation_article', 'quotationArticleId'),
  '/admin/content/voice/edit': first('voice_broadcast', 'voiceId'),
};

export function memberParams(path: string, server: RunningServer, me: string): Promise<Params | undefined> {
  const find = FINDERS[path];
  return Promise.resolve(find ? find(server.dataDir, me) : undefined);
}

/** Sets a price alert for this user through the API, so the alerts list has an item to open. */
export async function addPriceAlert(server: RunningServer, phone: string): Promise<void> {
  const post = async (path: string, body: object, token?: string) => {
    const reply = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await reply.json()) as { success: boolean; data: { accessToken?: { tokenValue: string } } };
    if (!answer.success) throw new Error(`${path} failed: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const session = await post('/login/byPassword', { phone, password: 'garlic123' });
  await post('/v1/price-alert/add', { regionId: '370828', goodsId: '1', specsId: '3', above: 99 }, session.accessToken!.tokenValue);
}
