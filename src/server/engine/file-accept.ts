import { badRequest } from '../http/api-error.ts';
import { entityMeta, type Row } from './rows.ts';
import type { DynamicDb } from '../db/dynamic.ts';

/**
 * A file field with `accept: audio` holds an audio file this server stored: its path is checked
 * against the upload record's sniffed type, so a photo or a PDF can't pass as a voice note.
 */
export async function checkAcceptedFiles(db: unknown, entityName: string, input: Row): Promise<void> {
  const meta = entityMeta(entityName) as { fields: Record<string, { type: string; accept?: 'audio' | 'image' }> };
  for (const [name, field] of Object.entries(meta.fields)) {
    if (field.accept !== 'audio' || input[name] === undefined) continue;
    const files = (Array.isArray(input[name]) ? input[name] : [input[name]]) as { filePath?: string }[];
    for (const file of files) {
      if (!file || file.filePath === undefined) continue;
      const stored = await (db as DynamicDb).selectFrom('stored_file').select('contentType').where('filePath', '=', file.filePath).executeTakeFirst();
      if (!stored || !String(stored.contentType).startsWith('audio/')) throw badRequest(`${name} must be an audio file uploaded through /v1/file/upload`);
    }
  }
}
