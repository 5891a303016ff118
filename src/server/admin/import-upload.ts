import { importKinds } from '../../../generated/entities.ts';
import type { CallContext, HandlerContext, HandlerResult } from '../engine/context.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { ErrorCode } from '../../shared/error-codes.ts';
import { parseImport } from '../import/parse-rows.ts';
import { previewCsv, writeImportRows } from '../import/import-rows.ts';
import { englishCount } from '../../shared/format/count.ts';
import { audited } from './audit.ts';

/** The console's upload of import files (issue 11 point 5, decision 0047): the import command's parser and writer. */

const kinds = importKinds as Record<string, string>;

/** Reads the form: `kind` then `file` (a CSV, UTF-8). */
async function readUpload(ctx: CallContext<unknown>): Promise<{ kind: string; entity: string; csv: string; fileName: string }> {
  if (!ctx.request.isMultipart()) throw badRequest('send the form as multipart/form-data with the fields "kind" and "file"');
  const part = await ctx.request.file({ limits: { fileSize: ctx.services.config.uploadMaxBytes, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('file: the form has no field named "file"');
  const kindField = part.fields.kind as { value?: unknown } | undefined;
  const kind = typeof kindField?.value === 'string' ? kindField.value : '';
  if (!kinds[kind]) throw badRequest(`kind must be one of ${Object.keys(kinds).join(', ')} (sent before the file)`);
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, ErrorCode.tooLarge, 'file is too large');
    throw error;
  });
  if (bytes.length === 0) throw badRequest('file is empty');
  // A CSV is text: a spreadsheet's binary (XLSX, XLS) starts with bytes no CSV has.
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' || bytes.subarray(0, 4).toString('hex') === 'd0cf11e0') {
    throw new ApiError(415, ErrorCode.unsupportedMedia, 'file must be a CSV (save the sheet as CSV UTF-8)');
  }
  return { kind, entity: kinds[kind]!, csv: bytes.toString('utf8'), fileName: part.filename ?? '' };
}

/** POST /api/admin/import/preview: what the file would change, line by line; writes nothing. */
export async function adminImportPreview(ctx: HandlerContext<'adminImportPreview'>): Promise<HandlerResult<'adminImportPreview'>> {
  const { kind, entity, csv } = await readUpload(ctx);
  const preview = await previewCsv(ctx.services.db, entity, csv);
  return { data: { kind, ...preview } };
}

/** POST /api/admin/import/commit: the whole file or nothing, as `npm run import`, audited as import.commit. */
export async function adminImportCommit(ctx: HandlerContext<'adminImportCommit'>): Promise<HandlerResult<'adminImportCommit'>> {
  const { kind, entity, csv, fileName } = await readUpload(ctx);
  const { rows, problems } = parseImport(entity, csv);
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'the file has no rows' });
  if (problems.length > 0)
    throw badRequest(`Nothing was written; ${englishCount(problems.length, 'problem')}: ${problems.map((p) => `line ${p.line}: ${p.message}`).join('; ')}`);
  const result = await audited(ctx, { action: 'import.commit', entity }, async (trx) => {
    const replaced = await writeImportRows(trx, entity, rows);
    const after = { kind, fileName, loaded: rows.length, replaced };
    return { entityId: kind, before: null, after, result: after };
  });
  return { data: { kind, loaded: result.loaded, replaced: result.replaced } };
}
