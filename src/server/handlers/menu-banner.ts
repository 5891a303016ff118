import type { Handler } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';

/** GET /v1/banner/getBannerByType {bannerType}: the shown banners of one placement, in their order. */
export const bannersByType: Handler<'bannersByType'> = async ({ input, services: { db } }) => {
  const rows = await db
    .selectFrom('banner')
    .selectAll()
    .where('bannerType', '=', String(input.bannerType))
    .where('publishStatus', '=', '1')
    .orderBy('sort')
    .orderBy('bannerId')
    .execute();
  return { data: rows.map((row) => presentEntity('banner', row)) };
};

/** GET /v1/menu/info: every shown entry by section and order; clients hide entries whose route they do not know. */
export const menuInfo: Handler<'menuInfo'> = async ({ services: { db } }) => {
  const rows = await db.selectFrom('menu').selectAll().where('publishStatus', '=', '1').orderBy('section').orderBy('sort').orderBy('menuId').execute();
  return { data: rows.map((row) => presentEntity('menu', row)) };
};
