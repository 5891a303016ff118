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
  return sniffAudio(bytes) ?? (startsWith(bytes, [0x25, 0x50, 0x44, 0x46]) ? { contentType: 'application/pdf', extension: 'pdf' } : undefined);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** ISO media brands of audio recordings (iPhone voice memos, Safari's MediaRecorder, M4A files). */
const MP4_AUDIO_BRANDS = ['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso5', 'iso6', '3gp4', '3gp5'];

/** Recorded or uploaded voice: MP3, AAC (ADTS), M4A, AMR (WeChat voice), WAV, WebM and Ogg (browser recorders). */
export function sniffAudio(bytes: Buffer): SniffedType | undefined {
  const b1 = bytes[1] ?? 0;
  // ADTS AAC shares MPEG audio's 12-bit sync but has layer bits 00, which MPEG audio reserves.
  if (bytes[0] === 0xff && (b1 & 0xf6) === 0xf0) return { contentType: 'audio/aac', extension: 'aac' };
  if (startsWith(bytes, [0x49, 0x44, 0x33]) || (bytes[0] === 0xff && (b1 & 0xe0) === 0xe0)) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (startsWith(bytes, ascii('ftyp'), 4) && MP4_AUDIO_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8)))
    return { contentType: 'audio/mp4', extension: 'm4a' };
  if (startsWith(bytes, ascii('#!AMR'))) return { contentType: 'audio/amr', extension: 'amr' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return { contentType: 'audio/wav', extension: 'wav' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { contentType: 'audio/webm', extension: 'webm' };
  if (startsWith(bytes, ascii('OggS'))) return { contentType: 'audio/ogg', extension: 'ogg' };
  return undefined;
}
