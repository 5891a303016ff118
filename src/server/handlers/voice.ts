import type { Handler } from '../engine/context.ts';
import { requireUser } from '../engine/context.ts';
import { newId } from '../db/ids.ts';
import { presentEntity } from '../engine/presented.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { broadcastSources } from './voice-sources.ts';
import type { VoiceSourceType } from './broadcast-source.ts';

const ALREADY = 'This item is already on the broadcast list';

/** POST /v1/voice/broadcast/add {id, type}: reads the item through its source and puts it on the list once. */
export const voiceBroadcastAdd: Handler<'voiceBroadcastAdd'> = async (ctx) => {
  const { frontUserId } = requireUser(ctx);
  const { db } = ctx.services;
  const type = ctx.input.type as VoiceSourceType;
  const id = String(ctx.input.id).trim();
  const source = broadcastSources[type];
  if (source.idPattern && !source.idPattern.test.test(id)) throw badRequest(`id ${source.idPattern.message}`);
  const existing = await db.selectFrom('voice_broadcast').select('voiceId').where('type', '=', type).where('businessId', '=', id).executeTakeFirst();
  if (existing) throw conflict(ALREADY);
  const item = await source.read(db, id);
  if (!item) throw notFound(`${source.what} ${id}`);
  const now = new Date();
  const row = {
    voiceId: newId(now.getTime()),
    type,
    businessId: id,
    ...item,
    audioFile: null,
    publishStatus: '1',
    publisherId: frontUserId,
    publishTime: now.toISOString(),
  };
  try {
    await db.insertInto('voice_broadcast').values(row).execute();
  } catch (error) {
    // Two people adding the same item at once: the unique key lets one through.
    const again = await db.selectFrom('voice_broadcast').select('voiceId').where('type', '=', type).where('businessId', '=', id).executeTakeFirst();
    if (again) throw conflict(ALREADY);
    throw error;
  }
  return { data: presentEntity('voiceBroadcast', row) };
};
