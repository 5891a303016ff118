import type { Operation } from '../engine/context.ts';
import { presentRow } from '../engine/rows.ts';

/** GET /v1/banner/getBannerByType {bannerType}: the shown banners of one placement, in their order. */
export const bannersByType: Operation = async ({ input, services: { db } }) => {
  const rows = await db
    .selectFrom('banner')
    .selectAll()
    .where('bannerType', '=', String(input.bannerType))
    .where('publishStatus', '=', '1')
    .orderBy('sort')
    .orderBy('bannerId')
    .execute();
  return { data: rows.map((row) => presentRow('banner', row)) };
};

/** GET /v1/menu/info: every shown entry by section and order; clients hide entries whose route they do not know. */
export const menuInfo: Operation = async ({ services: { db } }) => {
  const rows = await db.selectFrom('menu').selectAll().where('publishStatus', '=', '1').orderBy('section').orderBy('sort').orderBy('menuId').execute();
  return { data: rows.map((row) => presentRow('menu', row)) };
};
