import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import openapi from '../../generated/openapi.json' with { type: 'json' };
import type { App } from '../../src/server/app.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { seedDemoData } from '../../src/server/seed/seed-demo-data.ts';
import { seedMarketData } from '../../src/server/seed/market-data.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-users.ts';
import { startTestApp } from './helpers/test-app.ts';
import { checkPayload, checkReply, describeViolation } from './helpers/reply-contract.ts';

/**
 * The demo data against the document (issue 13): the real server on a first start's demo rows, every
 * reading call of generated/openapi.json called with inputs taken from the replies of the list calls
 * (ids of rows that exist), signed out and in as the demo member, a pioneer, an agent and an operator.
 * Each reply must be a 200 whose body keeps the call's documented schema (required fields present,
 * types exact, null only where the document allows it); the test fails listing every call that does not.
 * Unit and API tests write their own rows; this is where rows as the seed writes them meet the schemas.
 */

type Schema = Record<string, any>;
type Param = { name: string; in: 'query' | 'path'; required: boolean; schema: Schema };
type Operation = { operationId: string; parameters?: Param[]; 'x-auth': 'public' | 'login' | 'agent' | 'operator' };
type Who = 'anonymous' | 'member' | 'pioneer' | 'agent' | 'operator';

interface Read {
  operationId: string;
  path: string;
  auth: Operation['x-auth'];
  params: Param[];
}

/** GET calls that change rows (the old app's delete and take-down links) or leave the JSON API; their replies are checked below on rows of their own. */
const NOT_READS = /\/(delete|unshelve|offShelfConjuncture|offShelfQuotation)$/;
/** Calls whose input is not a row of the demo data: a one-time code, a token, a media id of WeChat's. */
const ONE_TIME = new Set(['/v1/front_user/sync_code', '/login/refreshToken', '/v1/wechatApp/uploadMedia']);
/** Calls about rows the demo data has none of for the member (price alerts): read back after the writes below make one. */
const AFTER_WRITES = new Set(['/v1/price-alert/getById']);

const reads: Read[] = Object.entries(openapi.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    method === 'get' && !NOT_READS.test(path) && !ONE_TIME.has(path) && !AFTER_WRITES.has(path)
      ? [{ operationId: op.operationId, path, auth: op['x-auth'], params: op.parameters ?? [] }]
      : [],
  ),
);

/** Values seen in replies, by field name, kept per folder of the path (/v1/forum) and across all. */
const seen = new Map<string, Set<string>>();
function remember(folder: string, node: unknown, depth = 0): void {
  if (depth > 6 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node.slice(0, 50)) remember(folder, item, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if ((typeof value === 'string' && value !== '' && value.length < 80) || typeof value === 'number') {
      for (const k of [`${folder} ${key}`, key]) {
        const values = seen.get(k) ?? new Set<string>();
        if (values.size < 20) values.add(String(value));
        seen.set(k, values);
      }
    } else remember(folder, value, depth + 1);
  }
}
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** Inputs the demo data has no list to take from: what the pages pass. */
const lastMonth = new Date(Date.now() - 30 * 86400_000);
const CHOSEN: Record<string, Record<string, string>> = {
  '/v1/map/reverse-geocode': { latitude: '35.0421', longitude: '116.2655' },
  '/ksce/division/names': { codes: '370828,3708' },
  '/v1/price-analyse/querySameTerm': { priceYear: String(lastMonth.getUTCFullYear()), priceMonth: String(lastMonth.getUTCMonth() + 1) },
  '/v1/walk-quantity/monthChain': { walkQuantityDate: lastMonth.toISOString().slice(0, 7) },
};
/** A field named differently in the call than in the rows that hold it. */
const ALIASES: Record<string, string[]> = { code: ['value', 'id'], coldStorageId: ['coldStorageAuthId'] };
/** businessType → the list whose rows take comments of that type. */
const COMMENTED: Record<string, string> = {
  '2': '/v1/conjuncture conjunctureId',
  '3': '/v1/quotation-article quotationArticleId',
  '4': '/v1/forum forumId',
  '5': '/v1/forefront-info id',
};

/** The first value of a field that the schema accepts: the call's own folder first, then any reply. */
function valueFor(path: string, param: Param, pick: number): string | undefined {
  const chosen = CHOSEN[path]?.[param.name];
  if (chosen !== undefined) return chosen;
  const schema = param.schema;
  const accepts = (v: string) =>
    (!schema.pattern || new RegExp(schema.pattern).test(v)) &&
    (!schema.enum || schema.enum.map(String).includes(v)) &&
    (schema.type !== 'integer' || /^-?\d+$/.test(v));
  const names = [param.name, ...(ALIASES[param.name] ?? [])];
  // The call's folder, then its own-rows lists (/v1/cold-storage-auth/my/list), then any reply.
  const folder = folderOf(path);
  for (const key of [...names.map((n) => `${folder} ${n}`), ...names.map((n) => `${folder}/my ${n}`), ...names]) {
    const values = [...(seen.get(key) ?? [])].filter(accepts);
    if (values.length > 0) return values[pick % values.length];
  }
  if (schema.enum) return String(schema.enum[pick % schema.enum.length]);
  if (schema.examples) return String(schema.examples[0]);
  return undefined;
}

/** The largest page a list call allows, so every row of a short list is checked. */
function pageSize(params: Param[]): Record<string, string> {
  const size = params.find((p) => p.name === 'pageSize');
  return size ? { pageSize: String(size.schema.maximum ?? 50) } : {};
}

let app: App;
const tokens: Partial<Record<Who, string>> = {};
const failures: string[] = [];
let crawled = 0;
let replies = 0;
let unserialised = 0;

async function signIn(phone: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login/byPassword', payload: { phone, password: DEMO_ACCOUNT.password } });
  if (res.statusCode !== 200) throw new Error(`demo sign-in of ${phone} answered ${res.statusCode}: ${res.body}`);
  return res.json().data.accessToken.tokenValue as string;
}

/** One call as one user; answers the parsed body when the reply is a 200 that keeps the document, else notes why not. */
async function call(op: Pick<Read, 'operationId'>, method: 'GET' | 'POST', url: string, who: Who, payload?: object): Promise<unknown> {
  const token = tokens[who];
  const res = await app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });
  replies += 1;
  if (res.statusCode === 200 && String(res.headers['content-type']).startsWith('application/json'))
    remember(folderOf(url.replace(/^\/api/, '').split('?')[0]!), res.json().data);
  const violation = checkReply(method, url, res.statusCode, res.headers, res.body);
  if (violation) failures.push(`${describeViolation(violation)} [as ${who}]`);
  else if (res.statusCode !== 200) failures.push(`${op.operationId} (${method} ${url}) answered ${res.statusCode} [as ${who}]: ${res.body.slice(0, 200)}`);
  return res.statusCode === 200 && !violation ? res.json() : undefined;
}

function urlOf(read: Read, values: Record<string, string>): string {
  let path = read.path;
  const query = new URLSearchParams();
  for (const p of read.params) {
    const v = values[p.name];
    if (v === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(v));
    else query.set(p.name, v);
  }
  const qs = query.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

/** Who calls: public calls signed out and as the member; signed-in calls as every kind of user they serve. */
function callersOf(read: Read): Who[] {
  if (read.auth === 'public') return ['anonymous', 'member'];
  if (read.auth === 'agent') return ['agent'];
  if (read.auth === 'operator') return ['operator'];
  if (read.path.includes('garlic-pioneer')) return ['pioneer'];
  if (read.path.startsWith('/v1/cold-storage') || read.path === '/v1/mine/findColdStorageAuthByPage') return ['agent'];
  return ['member', 'pioneer'];
}

beforeAll(async () => {
  app = await startTestApp({}, { checkReplies: false });
  // What each handler answered, before the serialiser writes it by the schema (see checkPayload).
  app.addHook('preSerialization', async (request, reply, payload) => {
    unserialised += 1;
    const violation = checkPayload(request.method, request.url, reply.statusCode, payload);
    if (violation) failures.push(`${describeViolation(violation)} (before serialising)`);
    return payload;
  });
  const now = new Date();
  await seedDemoData(app.services.db, { now, storage: app.services.storage });
  await seedMarketData(app.services.db, { now });
  const db = app.services.db;
  // A demo pioneer who is approved, a demo agent, and another demo user made an operator.
  const pioneer = await db
    .selectFrom('garlic_pioneer_user as p')
    .innerJoin('front_user as u', 'u.frontUserId', 'p.frontUserId')
    .select('u.phone')
    .where('p.status', '=', '1')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  // An agent with a certified cold store of their own, so the agent's store calls have rows to answer.
  const agent = await db
    .selectFrom('front_user as u')
    .innerJoin('cold_storage_auth as s', 's.ownerId', 'u.frontUserId')
    .select('u.phone')
    .where('u.roles', 'like', '%agent%')
    .orderBy('u.frontUserId')
    .executeTakeFirstOrThrow();
  const operator = await db
    .selectFrom('front_user')
    .select('phone')
    .where('phone', 'not in', [DEMO_ACCOUNT.phone, pioneer.phone, agent.phone])
    .where('roles', '=', '[]')
    .orderBy(sql`phone`)
    .executeTakeFirstOrThrow();
  await grantOperator(db, operator.phone);
  // One demo pioneer's profile waits for review, so the operator's queue has a row as the seed wrote it.
  const waiting = await db.selectFrom('garlic_pioneer_user').select('id').where('status', '=', '1').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await db.updateTable('garlic_pioneer_user').set({ status: '2' }).where('id', '=', waiting.id).execute();
  tokens.member = await signIn(DEMO_ACCOUNT.phone);
  tokens.pioneer = await signIn(pioneer.phone);
  tokens.agent = await signIn(agent.phone);
  tokens.operator = await signIn(operator.phone);
}, 180_000);
afterAll(() => app.close());

describe('the demo data keeps the document', () => {
  it('every reading call answers a 200 within its documented schema, on inputs taken from the demo rows', async () => {
    // Calls without required inputs first (the lists), whose rows give the others their ids.
    const ordered = [...reads].sort((a, b) => Number(a.params.some((p) => p.required)) - Number(b.params.some((p) => p.required)));
    for (const read of ordered) {
      crawled += 1;
      const required = read.params.filter((p) => p.required);
      // A call with ids is asked about two rows where the lists gave two.
      for (const pick of required.length > 0 ? [0, 1, 2, 3] : [0]) {
        const values: Record<string, string> = { ...pageSize(read.params) };
        const missing: string[] = [];
        for (const p of required) {
          const v = valueFor(read.path, p, pick);
          if (v === undefined) missing.push(p.name);
          else values[p.name] = v;
        }
        if (read.path === '/v1/user-comment/findListByBusinessId') {
          values.businessType = String(2 + pick);
          const ids = [...(seen.get(COMMENTED[values.businessType]!) ?? [])];
          if (ids[0]) values.businessId = ids[0];
          else missing.push('businessId');
        }
        if (missing.length > 0) {
          failures.push(`${read.operationId} (GET ${read.path}): no demo value for ${missing.join(', ')}`);
          break;
        }
        for (const who of callersOf(read)) {
          await call(read, 'GET', urlOf(read, values), who);
        }
      }
    }
    console.log(`reply conformance: ${crawled} reading calls, ${replies} replies, ${failures.length} failures`);
    expect(failures).toEqual([]);
    expect(crawled).toBe(reads.length);
    // The signed-in replies at least were checked as their handlers answered them, too.
    expect(unserialised).toBeGreaterThan(replies / 3);
  }, 300_000);

  it('the writes of a demo member answer within their schemas, and the rows they make read back within theirs', async () => {
    failures.length = 0;
    const post = (operationId: string, path: string, payload: object, who: Who = 'member') =>
      call({ operationId }, 'POST', `/api${path}`, who, payload) as Promise<{ data: Record<string, unknown> } | undefined>;
    const read = (operationId: string, path: string, query: Record<string, string>, who: Who = 'member') =>
      call({ operationId }, 'GET', `/api${path}?${new URLSearchParams(query).toString()}`, who) as Promise<{ data: Record<string, unknown>[] } | undefined>;
    const alert = await post('priceAlert.add', '/v1/price-alert/add', { regionId: '370828', goodsId: '2', specsId: '5', above: 6.5, below: 4 });
    await read('priceAlert.getById', '/v1/price-alert/getById', { priceAlertId: String(alert?.data.priceAlertId) });
    await read('priceAlert.myFindByPage', '/v1/price-alert/myFindByPage', {});
    await post('watchlist.add', '/v1/watchlist/add', { regionId: '370828', goodsId: '1', specsId: '1' });
    await read('watchlist.list', '/v1/watchlist/list', {});
    const [forum] = (await read('forum.getByPage', '/v1/forum/getByPage', { pageSize: '1' }))?.data ?? [];
    const [post1] = (await read('buySell.findByPage', '/v1/buy-sell/findByPage', { pageSize: '1' }))?.data ?? [];
    const onForum = { businessId: forum?.forumId, businessType: '4' };
    await post('userComment.add', '/v1/user-comment/add', { ...onForum, commentContent: '今年的蒜价稳中有升，库存消化得不错。' });
    await post('userAgree.addOrDel', '/v1/user-agree/addOrDel', { ...onForum, isAgree: true });
    await post('userCollection.addOrDel', '/v1/user-collection/addOrDel', { ...onForum, isCollection: true });
    await post('userCollection.addOrDel', '/v1/user-collection/addOrDel', { businessId: post1?.buySellId, businessType: '1', isCollection: true });
    await read('mine.getMyCollectBuySellByPage', '/v1/mine/getMyCollectBuySellByPage', {});
    await read('userComment.findListByBusinessId', '/v1/user-comment/findListByBusinessId', { businessId: String(forum?.forumId), businessType: '4' });
    await post('forum.add', '/v1/forum/add', { forumTitle: '金乡大蒜今年行情', forumContent: '各位老板今年库里的蒜走得怎么样？价格能不能再涨一点？' });
    await post('feedback.add', '/v1/feedback/add', { feedbackContent: '希望能增加更多产区的价格走势图。' });
    // The GET calls that take the member's own demo rows down and away.
    const mine = (await read('mine.myFindByPage', '/v1/mine/myFindByPage', { pageSize: '5' }))?.data ?? [];
    const own = mine.map((r) => String(r.buySellId)).filter((id) => id !== 'undefined');
    if (own[0]) await read('buySell.unshelve', '/v1/buy-sell/unshelve', { buySellId: own[0] });
    if (own[1]) await read('buySell.delete', '/v1/buy-sell/delete', { buySellId: own[1] });
    const [article] = (await read('garlicPioneerArticle.findByMyPage', '/v1/garlic-pioneer-article/findByMyPage', {}, 'pioneer'))?.data ?? [];
    if (article) await read('garlicPioneerArticle.delete', '/v1/garlic-pioneer-article/delete', { id: String(article.id) }, 'pioneer');
    expect(failures).toEqual([]);
    expect(own.length).toBeGreaterThan(1);
    expect(article).toBeDefined();
  }, 120_000);
});
