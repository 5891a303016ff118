import type { Handler, Services } from '../engine/context.ts';
import { requireUser } from '../engine/context.ts';
import { ApiError, badRequest, notConfigured, upstreamError } from '../http/api-error.ts';
import { ErrorCode } from '../../shared/error-codes.ts';
import { newId } from '../db/ids.ts';
import { sniffType, type SniffedType } from '../storage/sniff.ts';
import { amrToMp3, isAmr } from '../storage/voice.ts';
import { WECHAT_API, forgetWechatAccessToken, wechatAccessToken } from '../auth/wechat-access-token.ts';

const EXPIRED_TOKEN = new Set([40001, 40014, 42001]);
export const NO_FFMPEG_NOTE = 'ffmpeg is not installed on the server, so the voice is kept as AMR, which most browsers cannot play';

/** The media bytes, or WeChat's JSON error; one retry with a fresh token when the cached one expired. */
async function download(appId: string, secret: string, mediaId: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt += 1) {
    const token = await wechatAccessToken(appId, secret);
    const res = await fetch(`${WECHAT_API}/media/get?access_token=${token}&media_id=${encodeURIComponent(mediaId)}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    if (!/json|text\/plain/.test(type)) return bytes;
    const error = JSON.parse(bytes.toString('utf8')) as { errcode?: number; errmsg?: string };
    if (EXPIRED_TOKEN.has(error.errcode ?? 0) && attempt === 0) {
      forgetWechatAccessToken();
      continue;
    }
    if (error.errcode === 40007)
      throw badRequest(`mediaId is not a media_id WeChat knows, or it expired (temporary media is kept 3 days): ${error.errmsg ?? ''}`.trim());
    throw upstreamError(`WeChat refused the media: ${error.errmsg ?? 'unknown error'} (${error.errcode ?? '?'})`);
  }
}

/** Images as sniffed; voice converted to MP3 when ffmpeg runs, else kept as AMR with a note. */
async function storable(services: Services, bytes: Buffer): Promise<{ bytes: Buffer; type: SniffedType; transcoded: boolean; note: string }> {
  if (isAmr(bytes)) {
    const mp3 = await amrToMp3(services.config.ffmpegPath, bytes);
    if (mp3) return { bytes: mp3, type: { contentType: 'audio/mpeg', extension: 'mp3' }, transcoded: true, note: '' };
    return { bytes, type: { contentType: 'audio/amr', extension: 'amr' }, transcoded: false, note: NO_FFMPEG_NOTE };
  }
  const type = sniffType(bytes);
  if (!type) throw new ApiError(415, ErrorCode.unsupportedMedia, 'WeChat sent media that is neither an image nor AMR voice');
  return { bytes, type, transcoded: false, note: '' };
}

export const wechatMedia: Handler<'wechatMedia'> = async (ctx) => {
  const { config, storage, db } = ctx.services;
  const owner = requireUser(ctx).frontUserId;
  if (!config.wechatAppId || !config.wechatSecret) {
    throw notConfigured(
      'WeChat is not configured on this server (WECHAT_APPID and WECHAT_SECRET are unset), so there is no WeChat media to fetch; upload the file with /v1/file/upload instead',
    );
  }
  const mediaId = String(ctx.input.mediaId);
  const raw = await download(config.wechatAppId, config.wechatSecret, mediaId);
  if (raw.length === 0) throw upstreamError('WeChat sent empty media');
  if (raw.length > config.uploadMaxBytes)
    throw new ApiError(413, ErrorCode.tooLarge, `the media is larger than the ${config.uploadMaxBytes}-byte upload limit`);
  const file = await storable(ctx.services, raw);
  const now = new Date();
  const fileId = newId(now.getTime());
  const key = `${now.toISOString().slice(0, 7)}/${fileId}.${file.type.extension}`;
  await storage.put(key, file.bytes);
  const fileName = `${mediaId.slice(0, 60)}.${file.type.extension}`;
  const filePath = `/files/${key}`;
  await db
    .insertInto('stored_file')
    .values({ fileId, fileName, filePath, contentType: file.type.contentType, size: file.bytes.length, ownerId: owner, createTime: now.toISOString() })
    .execute();
  return { data: { fileName, filePath, contentType: file.type.contentType, size: file.bytes.length, transcoded: file.transcoded, note: file.note } };
};
