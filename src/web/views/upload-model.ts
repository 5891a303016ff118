import type { FileInfo } from '../http/call-operation.ts';

function isFileInfo(value: unknown): value is FileInfo {
  if (!value || typeof value !== 'object') return false;
  const { fileName, filePath } = value as Record<string, unknown>;
  return typeof fileName === 'string' && typeof filePath === 'string' && filePath !== '';
}

/** The files of an upload field's value: one {fileName, filePath}, a list of them, or nothing. */
export function toFileInfos(value: unknown): FileInfo[] {
  return (Array.isArray(value) ? value : [value]).filter(isFileInfo);
}

export type UploadKind = 'image' | 'audio';

/** Only files of the field's kind are taken; the input's accept attribute is a hint some pickers ignore. */
export function acceptFiles<F extends { type: string }>(files: readonly F[], kind: UploadKind = 'image'): F[] {
  return files.filter((f) => f.type.startsWith(`${kind}/`));
}

/** Images alone (photos of posts). */
export function acceptImages<F extends { type: string }>(files: readonly F[]): F[] {
  return acceptFiles(files, 'image');
}

/** How many more files fit, counting those still uploading. */
export function uploadRoom(max: number, have: number, uploading: number): number {
  return Math.max(0, max - have - uploading);
}
