import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const REGION = 'LIVE_BROADCAST_REGION_MARKET';
const TERMINAL = 'LIVE_BROADCAST_TERMINAL_MARKET';

// [id, kind, serviceType, marketId, goodsId, sort, slideshow, shown, playCount, publishTime]; every answer below is worked out by hand from these rows.
const FIXTURE: [string, string, string, string, string, number, boolean, boolean, number, string][] = [
  ['L1', '1', REGION, '1', '1', 2, true, true, 10, '2026-01-01T00:00:00Z'],
  ['L2', '1', REGION, '2', '2', 1, false, true, 5, '2026-01-02T00:00:00Z'],
  ['L3', '1', TERMINAL, '1', '2', 3, true, true, 0, '2026-01-03T00:00:00Z'],
  ['L4', '1', REGION, '1', '1', 4, true, false, 0, '2026-01-04T00:00:00Z'], // hidden by the operator
  ['V1', '2', REGION, '1', '1', 1, true, true, 300, '2026-11-01T00:00:00Z'],
  ['V2', '2', TERMINAL, '2', '3', 100, false, true, 500, '2026-10-01T00:00:00Z'],
  ['V3', '2', REGION, '3', '1', 100, false, true, 300, '2026-11-05T00:00:00Z'], // as many plays as V1, newer
  ['V4', '2', REGION, '1', '1', 100, false, false, 999, '2026-11-06T00:00:00Z'], // hidden
];

let app: App;
beforeAll(async () => {
  app = await startTestApp();
  await app.services.db
    .insertInto('live_broadcast')
    .values(
      FIXTURE.map(([liveBroadcastId, kind, serviceType, marketId, goodsId, sort, slideshow, shown, playCount, publishTime]) => ({
        liveBroadcastId,
        kind,
        name: `${liveBroadcastId} 金乡大蒜国际交易市场`,
        serviceType,
        marketId,
        regionId: serviceType === REGION ? '370828' : null,
        goodsId,
        filePath: `/media/live/${liveBroadcastId}.webm`,
        posterPath: null,
        intro: null,
        duration: kind === '2' ? 120 : null,
        slideshow: slideshow ? 1 : 0,
        sort,
        playCount,
        publishStatus: shown ? '1' : '0',
        publishTime,
      })),
    )
    .execute();
});
afterAll(() => app.close());

const ids = (rows: { liveBroadcastId: string }[]) => rows.map((r) => r.liveBroadcastId);

describe('/v1/live-broadcast', () => {
  it('getLiveBroadcastSlideshow: the shown slideshow items of every kind, in the operator order, cacheable', async () => {
    const reply = await get(app, '/v1/live-broadcast/getLiveBroadcastSlideshow');
    expect(reply.status).toBe(200);
    expect(ids(reply.body.data)).toEqual(['V1', 'L1', 'L3']);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('slideshow {goodsId}: the carousel of one variety', async () => {
    expect(ids((await get(app, '/v1/live-broadcast/slideshow', { goodsId: '1' })).body.data)).toEqual(['V1', 'L1']);
    expect(ids((await get(app, '/v1/live-broadcast/slideshow', { goodsId: '2' })).body.data)).toEqual(['L3']);
    expect((await get(app, '/v1/live-broadcast/slideshow', { goodsId: '5' })).body.data).toEqual([]);
  });

  it.each([
    [{}, 'goodsId is required'],
    [{ goodsId: '99' }, 'goodsId must be one of'],
  ])('slideshow refuses %j naming the field', async (query, message) => {
    const reply = await get(app, '/v1/live-broadcast/slideshow', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });

  it('getById: one shown broadcast with its dictionary names; a hidden or unknown one is 404', async () => {
    const reply = await get(app, '/v1/live-broadcast/getById', { liveBroadcastId: 'L1' });
    expect(reply.body.data).toMatchObject({
      liveBroadcastId: 'L1',
      kind: '1',
      serviceType: REGION,
      marketId: '1',
      goodsId: '1',
      goodsName: '杂交蒜',
      regionName: '金乡',
      slideshow: true,
      playCount: 10,
    });
    expect((await get(app, '/v1/live-broadcast/getById', { liveBroadcastId: 'L4' })).status).toBe(404);
    expect((await get(app, '/v1/live-broadcast/getById', { liveBroadcastId: 'nope' })).status).toBe(404);
    const missing = await get(app, '/v1/live-broadcast/getById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('liveBroadcastId is required');
  });
});

describe('/v1/live-broadcast-market/getByPage', () => {
  it('lists the shown live streams only (no videos), in the operator order, paged', async () => {
    const all = await get(app, '/v1/live-broadcast-market/getByPage');
    expect(ids(all.body.data)).toEqual(['L2', 'L1', 'L3']);
    expect(all.body.totalCount).toBe(3);
    const second = await get(app, '/v1/live-broadcast-market/getByPage', { page: 2, pageSize: 2 });
    expect(ids(second.body.data)).toEqual(['L3']);
    expect(second.body.totalCount).toBe(3);
  });

  it('filters by market kind, market within that kind, and variety', async () => {
    const list = async (query: Record<string, string>) => ids((await get(app, '/v1/live-broadcast-market/getByPage', query)).body.data);
    expect(await list({ serviceType: REGION })).toEqual(['L2', 'L1']);
    expect(await list({ serviceType: REGION, marketId: '1' })).toEqual(['L1']);
    expect(await list({ serviceType: TERMINAL, marketId: '1' })).toEqual(['L3']);
    expect(await list({ goodsId: '2' })).toEqual(['L2', 'L3']);
  });

  it.each([
    [{ serviceType: 'LIVE' }, 'serviceType must be one of'],
    [{ marketId: 'jinxiang' }, 'marketId must match'],
    [{ pageSize: 0 }, 'pageSize must be >= 1'],
  ])('refuses %j naming the field', async (query, message) => {
    const reply = await get(app, '/v1/live-broadcast-market/getByPage', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('/v1/live-broadcast-video', () => {
  it('findByPage: shown recorded videos, most played first, the newer first among equals', async () => {
    const reply = await get(app, '/v1/live-broadcast-video/findByPage');
    expect(ids(reply.body.data)).toEqual(['V2', 'V3', 'V1']);
    expect(reply.body.totalCount).toBe(3);
    expect(ids((await get(app, '/v1/live-broadcast-video/findByPage', { goodsId: '1' })).body.data)).toEqual(['V3', 'V1']);
  });

  it('getLiveBroadcast {goodsId}: the live streams of a variety, all of them without one', async () => {
    expect(ids((await get(app, '/v1/live-broadcast-video/getLiveBroadcast', { goodsId: '1' })).body.data)).toEqual(['L1']);
    expect(ids((await get(app, '/v1/live-broadcast-video/getLiveBroadcast')).body.data)).toEqual(['L2', 'L1', 'L3']);
    expect((await get(app, '/v1/live-broadcast-video/getLiveBroadcast', { goodsId: 'x' })).status).toBe(400);
  });

  it('getById: a video', async () => {
    const reply = await get(app, '/v1/live-broadcast-video/getById', { liveBroadcastId: 'V2' });
    expect(reply.body.data).toMatchObject({ liveBroadcastId: 'V2', kind: '2', goodsName: '普白蒜', duration: 120, playCount: 500 });
  });

  it('play: counts each play, is never cached, and moves the video up the hot list', async () => {
    const first = await get(app, '/v1/live-broadcast-video/play', { liveBroadcastId: 'V1' });
    expect(first.body.data).toEqual({ liveBroadcastId: 'V1', playCount: 301 });
    expect(first.headers['cache-control']).toBe('no-store');
    const both = await Promise.all([1, 2].map(() => get(app, '/v1/live-broadcast-video/play', { liveBroadcastId: 'V1' })));
    expect(both.map((r) => r.body.data.playCount).sort()).toEqual([302, 303]);
    expect(ids((await get(app, '/v1/live-broadcast-video/findByPage')).body.data)).toEqual(['V2', 'V1', 'V3']);
    expect((await get(app, '/v1/live-broadcast-video/play', { liveBroadcastId: 'L2' })).body.data.playCount).toBe(6);
  });

  it('play refuses a hidden or unknown broadcast (404) and a missing id (400)', async () => {
    expect((await get(app, '/v1/live-broadcast-video/play', { liveBroadcastId: 'V4' })).status).toBe(404);
    expect((await get(app, '/v1/live-broadcast-video/play', { liveBroadcastId: 'nope' })).status).toBe(404);
    const missing = await get(app, '/v1/live-broadcast-video/play');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('liveBroadcastId is required');
    expect((await get(app, '/v1/live-broadcast/getById', { liveBroadcastId: 'V4' })).status).toBe(404);
  });
});

describe('/v1/home/queryRegionVideo', () => {
  it('the shown live streams of origin markets, in the operator order', async () => {
    const reply = await get(app, '/v1/home/queryRegionVideo');
    expect(ids(reply.body.data)).toEqual(['L2', 'L1']);
    expect(reply.body.data[0]).toMatchObject({ filePath: '/media/live/L2.webm', serviceType: REGION });
  });
});
