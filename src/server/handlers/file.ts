import type { Handler } from '../engine/context.ts';
import { requireUser } from '../engine/context.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { ErrorCode } from '../../shared/error-codes.ts';
import { newId } from '../db/ids.ts';
import { sniffType } from '../storage/sniff.ts';

export const uploadFile: Handler<'uploadFile'> = async (ctx) => {
  const { config, storage, db } = ctx.services;
  if (!ctx.request.isMultipart()) throw badRequest('file: send the file as multipart/form-data in a field named "file"');
  const part = await ctx.request.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('file: the form has no field named "file"');
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, ErrorCode.tooLarge, `file is larger than ${sizeLimitText(config.uploadMaxBytes)}`);
    }
    throw error;
  });
  if (bytes.length === 0) throw badRequest('file is empty');
  const type = sniffType(bytes);
  if (!type)
    throw new ApiError(
      415,
      ErrorCode.unsupportedMedia,
      'file must be a JPEG, PNG, GIF or WebP image, an audio recording (MP3, M4A, AAC, AMR, WAV, WebM, Ogg) or a PDF',
    );
  const now = new Date();
  const fileId = newId(now.getTime());
  const key = `${now.toISOString().slice(0, 7)}/${fileId}.${type.extension}`;
  await storage.put(key, bytes);
  const fileName = (part.filename || `${fileId}.${type.extension}`).slice(0, 200);
  const filePath = `/files/${key}`;
  await db
    .insertInto('stored_file')
    .values({
      fileId,
      fileName,
      filePath,
      contentType: type.contentType,
      size: bytes.length,
      ownerId: requireUser(ctx).frontUserId,
      createTime: now.toISOString(),
    })
    .execute();
  return { data: { fileName, filePath } };
};

function sizeLimitText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}
