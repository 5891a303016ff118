import { requireUser, type Handler } from '../engine/context.ts';
import { sessionInvalid } from '../http/api-error.ts';
import { dicts } from '../../../generated/app.ts';
import { countyAndParents, namesOf, placeOfCounty } from '../divisions/division-queries.ts';
import { findUserById } from './users.ts';

const regionItems = () => dicts.region.items.map((i) => ({ id: i.id as string, zh: i.zh as string, en: i.en as string }));

type County = { code: string; name: string; level: 'county'; regionId: string; regionName: string; regionNameEn: string };

/** The region dictionary's producing regions under their province and city, from the division table. */
export const regionTree: Handler<'regionTree'> = async ({ services }) => {
  const regions = regionItems().filter((r) => /^\d{6}$/.test(r.id));
  const names = await namesOf(
    services.db,
    regions.flatMap((r) => countyAndParents(r.id)),
  );
  const known = regions.filter((r) => names.has(r.id)).sort((a, b) => a.id.localeCompare(b.id));
  const provinces: { code: string; name: string; level: 'province'; children: { code: string; name: string; level: 'city'; children: County[] }[] }[] = [];
  for (const r of known) {
    const [p, c] = countyAndParents(r.id) as [string, string, string];
    let province = provinces.find((x) => x.code === p);
    if (!province) provinces.push((province = { code: p, name: names.get(p) ?? '', level: 'province', children: [] }));
    let city = province.children.find((x) => x.code === c);
    if (!city) province.children.push((city = { code: c, name: names.get(c) ?? '', level: 'city', children: [] }));
    city.children.push({ code: r.id, name: names.get(r.id)!, level: 'county', regionId: r.id, regionName: r.zh, regionNameEn: r.en });
  }
  return { data: provinces };
};

/** Each variety quoted in the official prices, with the producing regions that quote it. */
export const goodsRegions: Handler<'goodsRegions'> = async ({ services }) => {
  const regions = regionItems();
  // One index seek per (variety, region) of the dictionaries, instead of a scan of every quotation.
  const pairs = (
    await Promise.all(
      dicts.varieties.items.flatMap((v) =>
        regions.map(async (r) => {
          const hit = await services.db
            .selectFrom('price')
            .select('priceId')
            .where('regionId', '=', r.id)
            .where('goodsId', '=', v.id as string)
            .limit(1)
            .executeTakeFirst();
          return hit ? [{ goodsId: v.id as string, regionId: r.id }] : [];
        }),
      ),
    )
  ).flat();
  const names = await namesOf(
    services.db,
    regions.flatMap((r) => countyAndParents(r.id)),
  );
  const data = dicts.varieties.items.flatMap((v) => {
    const quoted = new Set(pairs.filter((p) => p.goodsId === v.id).map((p) => p.regionId));
    const list = regions.filter((r) => quoted.has(r.id)).map((r) => ({ regionId: r.id, regionName: r.zh, regionNameEn: r.en, ...placeOfCounty(r.id, names) }));
    return list.length ? [{ goodsId: v.id as string, goodsName: v.zh as string, goodsNameEn: v.en as string, regions: list }] : [];
  });
  return { data };
};

/** The signed-in user's region with its province, city and county; null when none is set. */
export const userRegion: Handler<'userRegion'> = async (ctx) => {
  const user = await findUserById(ctx.services.db, requireUser(ctx).frontUserId);
  if (!user) throw sessionInvalid('The account no longer exists');
  const item = regionItems().find((r) => r.id === user.regionId);
  if (!item) return { data: null };
  const names = await namesOf(ctx.services.db, countyAndParents(item.id));
  return { data: { regionId: item.id, regionName: item.zh, regionNameEn: item.en, ...placeOfCounty(item.id, names) } };
};
