import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { divisionData } from '../../../src/server/divisions/division-data.ts';
import { dicts } from '../../../generated/app.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const DAY = 86400_000;
const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

async function seeded() {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  open.push(handle);
  const stored = new Map<string, string>();
  await seedDemoData(handle.db, { now: NOW, storage: { put: async (key, bytes) => void stored.set(key, bytes.toString()), get: async () => undefined } });
  const brokers = await handle.db.selectFrom('broker').selectAll().orderBy('brokerId').execute();
  const users = await handle.db.selectFrom('front_user').select(['frontUserId', 'phone']).orderBy('frontUserId').execute();
  return { brokers, users, stored };
}

const division = new Map(divisionData().rows.map((r) => [r.code, r.name]));
const paths = (json: string | null) => (JSON.parse(json ?? '[]') as { filePath: string }[]).map((f) => f.filePath);

describe('demo brokers', () => {
  it('fill two directory pages with brokers of every producing region of the brief', async () => {
    const { brokers, users } = await seeded();
    expect(brokers.length).toBeGreaterThanOrEqual(40);
    const regions = new Set(brokers.map((b) => b.regionId));
    expect([...regions].sort()).toEqual(dicts.region.items.map((i) => i.id).sort());
    expect(new Set(brokers.map((b) => b.brokerName)).size).toBe(brokers.length);
    const phoneOf = new Map(users.map((u) => [u.frontUserId, u.phone]));
    const varieties = new Set<string>(dicts.varieties.items.map((i) => i.id));
    for (const b of brokers) {
      expect(b.brokerName.length).toBeLessThanOrEqual(20);
      expect(b.brokerPhone).toBe(phoneOf.get(b.publishUserId!));
      expect([b.provinceName, b.cityName, b.countyName]).toEqual([division.get(b.provinceCode), division.get(b.cityCode), division.get(b.countyCode)]);
      expect(b.countyCode.startsWith(b.cityCode) && b.cityCode.startsWith(b.provinceCode)).toBe(true);
      expect(b.countyCode).toBe(b.regionId);
      const goods = JSON.parse(b.goodsIds) as string[];
      expect(goods.length).toBeGreaterThan(0);
      for (const g of goods) expect(varieties.has(g)).toBe(true);
      expect(b.workingYears).toBeGreaterThanOrEqual(2);
      expect(b.workingYears).toBeLessThanOrEqual(30);
      expect(b.businessScope).toMatch(/^[^{}]+。/);
      expect(Date.parse(b.createTime!)).toBeLessThanOrEqual(Date.parse(b.updateTime!));
      expect(Date.parse(b.updateTime!)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(b.createTime!)).toBeGreaterThan(NOW.getTime() - 731 * DAY);
      if (b.isAssociationAuth === 1) expect(paths(b.certFiles)).toHaveLength(1);
    }
    const certified = brokers.filter((b) => b.isAssociationAuth === 1).length / brokers.length;
    expect(certified).toBeGreaterThan(0.2);
    expect(certified).toBeLessThan(0.5);
  });

  it('give the demo account two profiles, the first of them certified', async () => {
    const { brokers, users } = await seeded();
    const demo = users.find((u) => u.phone === '13800138000')!;
    const own = brokers.filter((b) => b.publishUserId === demo.frontUserId);
    expect(own).toHaveLength(2);
    expect(own.map((b) => b.isAssociationAuth).sort()).toEqual([0, 1]);
    expect(new Set(brokers.map((b) => b.publishUserId)).size).toBeGreaterThan(10);
  });

  it('draw every picture the profiles point to, and no other', async () => {
    const { brokers, stored } = await seeded();
    const referenced = brokers.flatMap((b) => [...paths(b.headFiles), ...paths(b.tradeFiles), ...paths(b.certFiles)]);
    expect(referenced.length).toBeGreaterThan(brokers.length);
    expect(referenced.map((p) => p.replace('/files/', '')).sort()).toEqual([...stored.keys()].sort());
    for (const svg of stored.values()) expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });

  it('are the same for the same moment', async () => {
    const a = await seeded();
    const b = await seeded();
    expect(b.brokers).toEqual(a.brokers);
    expect([...b.stored]).toEqual([...a.stored]);
  });
});
