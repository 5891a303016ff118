import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

let app: App;
let keyed: App;
beforeAll(async () => {
  app = await startTestApp();
  keyed = await startTestApp({
    TENCENT_MAP_KEY: 'TEST-KEY-1',
    MAP_TILE_URL: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&type=vector&styleid=3',
    MAP_TILE_SUBDOMAINS: '0123',
  });
});
afterAll(async () => {
  await app.close();
  await keyed.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /v1/map/reverse-geocode without a maps key', () => {
  it('answers the nearest county centre, approximate, with its distance', async () => {
    // 3.72 km north and 0.77 km east of Jinxiang's centre (116.3115, 35.0666): √(3.72² + 0.77²) ≈ 3.8 km.
    const reply = await get(app, '/v1/map/reverse-geocode', { latitude: 35.1, longitude: 116.32 });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=86400');
    expect(reply.body.data).toEqual({
      latitude: 35.1,
      longitude: 116.32,
      address: '山东省济宁市金乡县',
      province: { code: '37', name: '山东省' },
      city: { code: '3708', name: '济宁市' },
      county: { code: '370828', name: '金乡县' },
      source: 'divisions',
      approximate: true,
      distanceKm: 3.8,
    });
  });

  it("leaves a municipality's 市辖区 out of the address", async () => {
    const { data } = (await get(app, '/v1/map/reverse-geocode', { latitude: 39.9215, longitude: 116.4864 })).body;
    expect(data).toMatchObject({ address: '北京市朝阳区', city: { code: '1101', name: '市辖区' }, county: { code: '110105', name: '朝阳区' }, distanceKm: 0 });
  });

  it('400 names a missing or out-of-range coordinate', async () => {
    const missing = await get(app, '/v1/map/reverse-geocode', { latitude: 35 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('longitude is required');
    const far = await get(app, '/v1/map/reverse-geocode', { latitude: 95, longitude: 116 });
    expect(far.status).toBe(400);
    expect(far.body.msg).toBe('latitude must be <= 90');
  });
});

describe('GET /v1/map/reverse-geocode with TENCENT_MAP_KEY', () => {
  it('asks the maps service (lat,lng and the key, server side) and joins its adcode to the divisions', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({
        status: 0,
        message: 'query ok',
        result: {
          address: '山东省济宁市金乡县金乡街道',
          formatted_addresses: { recommend: '金乡县人民政府附近' },
          address_component: { province: '山东省', city: '济宁市', district: '金乡县' },
          ad_info: { adcode: '370828' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reply = await get(keyed, '/v1/map/reverse-geocode', { latitude: 35.07, longitude: 116.31 });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://apis.map.qq.com/ws/geocoder/v1/?location=35.07,116.31&key=TEST-KEY-1');
    expect(reply.body.data).toEqual({
      latitude: 35.07,
      longitude: 116.31,
      address: '金乡县人民政府附近',
      province: { code: '37', name: '山东省' },
      city: { code: '3708', name: '济宁市' },
      county: { code: '370828', name: '金乡县' },
      source: 'tencent',
      approximate: false,
    });
  });

  it('502 names the status of a maps-service error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ status: 311, message: 'key格式错误' })),
    );
    // Another point: the answer for 35.07,116.31 above is kept for the call's cache period (decision 0051).
    const reply = await get(keyed, '/v1/map/reverse-geocode', { latitude: 35.08, longitude: 116.32 });
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ success: false, code: 'UPSTREAM_ERROR', msg: 'The maps service answered status 311: key格式错误' });
  });
});

describe('GET /v1/map/settings', () => {
  it('defaults to GaoDe GCJ-02 tiles and the division geocoder', async () => {
    const reply = await get(app, '/v1/map/settings');
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(reply.body.data).toEqual({
      tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
      subdomains: '1234',
      attribution: '© 高德地图 AutoNavi',
      datum: 'gcj02',
      maxZoom: 18,
      geocoder: 'divisions',
    });
  });

  it('follows MAP_TILE_URL, and the page CSP lets that tile host in', async () => {
    expect((await get(keyed, '/v1/map/settings')).body.data).toMatchObject({
      tileUrl: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&type=vector&styleid=3',
      subdomains: '0123',
      geocoder: 'tencent',
    });
    const page = await keyed.inject({ method: 'GET', url: '/api/v1/map/settings' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self' data: blob: https:\/\/\*\.map\.gtimg\.com/);
    const defaults = await app.inject({ method: 'GET', url: '/api/v1/map/settings' });
    expect(String(defaults.headers['content-security-policy'])).toMatch(/img-src 'self' data: blob: https:\/\/\*\.is\.autonavi\.com/);
  });
});
