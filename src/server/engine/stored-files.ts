/** An uploaded file as a file column stores it (JSON text) and the API answers it. */
export interface StoredFile {
  fileName: string;
  filePath: string;
}

/** No file: a single-file column answers `{}` when empty. */
export type NoFile = Record<string, never>;

export function isStoredFile(value: unknown): value is StoredFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fileName' in value &&
    typeof value.fileName === 'string' &&
    'filePath' in value &&
    typeof value.filePath === 'string'
  );
}

/** A single file of a presented row: the file, or `{}` when there is none. */
export function fileOrNone(value: unknown): StoredFile | NoFile {
  return isStoredFile(value) ? value : {};
}

/** The files of a presented row's list: those that are files. */
export function filesOf(value: unknown): StoredFile[] {
  return Array.isArray(value) ? value.filter(isStoredFile) : [];
}
