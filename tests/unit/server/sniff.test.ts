import { describe, expect, it } from 'vitest';
import { sniffAudio, sniffType } from '../../../src/server/storage/sniff.ts';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffAudio: voice notes by their first bytes', () => {
  it.each([
    ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg', 'mp3'],
    ['MP3 frame (MPEG-1 Layer III)', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['AAC in ADTS frames', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio/aac', 'aac'],
    ['M4A (iPhone voice memo)', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4', 'm4a'],
    ['MP4 audio from a browser recorder', bytes([0, 0, 0, 0x1c], 'ftypiso5', [0, 0, 2, 0]), 'audio/mp4', 'm4a'],
    ['AMR (WeChat voice)', bytes('#!AMR\n', [0x3c]), 'audio/amr', 'amr'],
    ['AMR wideband', bytes('#!AMR-WB\n'), 'audio/amr', 'amr'],
    ['WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'wav'],
    ['WebM (Chrome MediaRecorder)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'audio/webm', 'webm'],
    ['Ogg (Firefox MediaRecorder)', bytes('OggS', [0, 2]), 'audio/ogg', 'ogg'],
  ])('knows %s', (_name, data, contentType, extension) => {
    expect(sniffAudio(data)).toEqual({ contentType, extension });
    expect(sniffType(data)).toEqual({ contentType, extension });
  });

  it('takes images for images and refuses what is neither', () => {
    expect(sniffAudio(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBeUndefined();
    expect(sniffType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.contentType).toBe('image/jpeg');
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypqt  '))).toBeUndefined();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffType(bytes('%PDF-1.7'))?.contentType).toBe('application/pdf');
  });
});
