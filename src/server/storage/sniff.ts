export interface SniffedType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Buffer, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** The file's real type from its first bytes; the client's name and header are not trusted. */
export function sniffType(bytes: Buffer): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return { contentType: 'application/pdf', extension: 'pdf' };
  return undefined;
}
