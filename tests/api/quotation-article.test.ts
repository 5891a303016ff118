import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { PNG, articleBody, countRows, uploadFile } from './helpers/content.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app, { nickname: '金乡冷库老王' });
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/quotation-article/add', () => {
  it('publishes an article owned by the caller, with photos, refusing a publisherId sent', async () => {
    const photo = await uploadFile(app, PNG, 'store.png', owner.accessToken);
    const refused = await post(app, '/v1/quotation-article/add', articleBody({ imagesFile: [photo], publisherId: other.user.frontUserId }), owner.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publisherId is not a field of this call');
    const reply = await post(app, '/v1/quotation-article/add', articleBody({ imagesFile: [photo] }), owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      publisherId: owner.user.frontUserId,
      publisherName: '金乡冷库老王',
      publishStatus: '1',
      imagesFile: [photo],
      readCount: 0,
    });
  });

  it.each([
    [{ quotationArticleTitle: '短' }, 'quotationArticleTitle must NOT have fewer than 4 characters'],
    [{ quotationArticleTitle: undefined }, 'quotationArticleTitle is required'],
    [{ quotationArticleContent: '太短的正文' }, 'quotationArticleContent must NOT have fewer than 20 characters'],
    [{ imagesFile: [{ fileName: 'a.png', filePath: 'javascript:alert(1)' }] }, 'imagesFile.0.filePath must match pattern'],
  ])('refuses %j naming the field and writes nothing', async (change, message) => {
    const before = await countRows(app, 'quotation_article');
    const reply = await post(app, '/v1/quotation-article/add', articleBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await countRows(app, 'quotation_article')).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await post(app, '/v1/quotation-article/add', articleBody())).status).toBe(401);
  });
});

describe('/v1/quotation-article/findHotByPage, getById, update, offShelfQuotation, delete, getQuotationHotNewsFlash', () => {
  let id: string;
  beforeAll(async () => {
    id = (await post(app, '/v1/quotation-article/add', articleBody({ quotationArticleTitle: '越南订单回暖，青岛港本周发运冻柜约120个' }), other.accessToken))
      .body.data.quotationArticleId;
  });

  it('lists listed articles newest first and counts reads', async () => {
    const page = await get(app, '/v1/quotation-article/findHotByPage', { pageSize: 1 });
    expect(page.body.totalCount).toBe(2);
    expect(page.body.data[0].quotationArticleId).toBe(id);
    expect((await get(app, '/v1/quotation-article/getById', { quotationArticleId: id }, owner.accessToken)).body.data.readCount).toBe(1);
  });

  it('lets only the owner update, take off shelf and delete', async () => {
    expect((await post(app, '/v1/quotation-article/update', { quotationArticleId: id, quotationArticleTitle: '改一个标题吧' }, owner.accessToken)).status).toBe(
      403,
    );
    expect((await post(app, '/v1/quotation-article/update', { quotationArticleId: id, quotationArticleTitle: '改一个标题吧' })).status).toBe(401);
    const updated = await post(
      app,
      '/v1/quotation-article/update',
      { quotationArticleId: id, quotationArticleTitle: '越南订单回暖，连云港发运增加' },
      other.accessToken,
    );
    expect(updated.body.data.quotationArticleTitle).toBe('越南订单回暖，连云港发运增加');
    expect((await get(app, '/v1/quotation-article/offShelfQuotation', { quotationArticleId: id }, owner.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/quotation-article/offShelfQuotation', { quotationArticleId: id }, other.accessToken)).body.data.publishStatus).toBe('0');
    expect((await get(app, '/v1/quotation-article/findHotByPage')).body.totalCount).toBe(1);
    const flash = await get(app, '/v1/quotation-article/getQuotationHotNewsFlash');
    expect(flash.body.data.map((c: { businessId: string }) => c.businessId)).not.toContain(id);
    expect(flash.body.data[0]).toMatchObject({ businessType: '3', title: '金乡冷库大蒜出库进度过半', publisherName: '金乡冷库老王' });
    expect((await get(app, '/v1/quotation-article/delete', { quotationArticleId: id }, owner.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/quotation-article/delete', { quotationArticleId: id }, other.accessToken)).status).toBe(200);
    expect(await countRows(app, 'quotation_article', { quotationArticleId: id })).toBe(0);
  });
});
