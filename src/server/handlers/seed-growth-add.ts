import { dicts } from '../../../generated/app.ts';
import type { SeedGrowthTable } from '../../../generated/db.ts';
import { requireUser, type Handler, type HandlerContext } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';
import { entityMeta, toColumns } from '../engine/rows.ts';
import { settleDivisions } from '../engine/entity-rules.ts';
import { newId } from '../db/ids.ts';
import { badRequest } from '../http/api-error.ts';
import { termOf } from '../../shared/solar-terms.ts';
import { chinaToday } from '../../shared/china-time.ts';

const REGIONS = new Set<string>(dicts.region.items.map((i) => i.id));

type Input = HandlerContext<'seedGrowthAdd'>['input'];

/** Each division code must extend its parent's: 37 → 3708 → 370828 → 370828101. */
function checkCodes(input: Input): void {
  const chain: [string, string | undefined, string, string][] = [
    ['cityCode', input.cityCode, input.provinceCode, 'provinceCode'],
    ['countyCode', input.countyCode, input.cityCode, 'cityCode'],
    ['streetCode', input.streetCode, input.countyCode, 'countyCode'],
  ];
  for (const [field, code, parent, parentField] of chain) {
    if (code !== undefined && !code.startsWith(parent)) throw badRequest(`${field} must start with the ${parentField} ${parent} (got ${code})`);
  }
  if (input.streetCode && !input.street?.trim()) throw badRequest('street is required with streetCode');
}

function checkDates(input: Input, recordDate: string, today: string): void {
  if (recordDate > today) throw badRequest(`recordDate must not be after today (${today})`);
  for (const field of ['unearthDate', 'boltingDate'] as const) {
    const value = input[field];
    if (value && value > recordDate) throw badRequest(`${field} must not be after recordDate (${recordDate})`);
  }
}

/** "4.2，4.5 ,4.1" → "4.2, 4.5, 4.1": one spelling for lists typed on any keyboard. */
export const tidyList = (list: string | undefined) =>
  list
    ?.split(/[,，]/)
    .map((s) => s.trim())
    .join(', ');

/** POST /v1/seed-growth/add: a seedling record by the signed-in user; the server writes the derived fields. */
export const seedGrowthAdd: Handler<'seedGrowthAdd'> = async (ctx) => {
  const { frontUserId } = requireUser(ctx);
  const input = ctx.input;
  const today = chinaToday();
  const recordDate = input.recordDate ?? today;
  checkCodes(input);
  checkDates(input, recordDate, today);
  const place: Input = { ...input };
  await settleDivisions(ctx.services.db, entityMeta('seedGrowth'), place);
  const now = new Date();
  const values = {
    ...toColumns('seedGrowth', place),
    id: newId(now.getTime()),
    street: place.street?.trim() || null,
    diameterList: tidyList(input.diameterList) ?? null,
    leafAgeList: tidyList(input.leafAgeList) ?? null,
    fullAddr: `${place.province}${place.city}${place.county}${place.street?.trim() ?? ''}`,
    recordDate,
    solarTerm: String(termOf(recordDate).term),
    regionId: REGIONS.has(input.countyCode) ? input.countyCode : null,
    publishUserId: frontUserId,
    createTime: now.toISOString(),
  } as SeedGrowthTable;
  await ctx.services.db.insertInto('seed_growth').values(values).execute();
  return { data: presentEntity('seedGrowth', values as unknown as Record<string, unknown>) };
};
