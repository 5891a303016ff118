/**
 * How the player plays an address: natively; through hls.js (an HLS stream where the browser has no
 * HLS of its own but has Media Source Extensions); or not at all in this browser (and why).
 */
export type Playback = { kind: 'native'; src: string } | { kind: 'hls'; src: string } | { kind: 'unsupported'; reason: 'address' | 'hls' | 'format' };

const HLS_TYPE = 'application/vnd.apple.mpegurl';
const TYPES: Record<string, string> = {
  m3u8: HLS_TYPE,
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/**
 * An operator's stream (HLS .m3u8) plays natively where the browser plays HLS itself (WeChat's
 * browsers, Safari); elsewhere through hls.js when Media Source Extensions exist (`hasMediaSource`),
 * loaded with the player only. Without either, the page says so rather than showing a broken player.
 */
export function playbackFor(filePath: string, canPlayType: (type: string) => string, hasMediaSource = false): Playback {
  if (!/^(\/[\w./-]+|https:\/\/\S+)$/.test(filePath)) return { kind: 'unsupported', reason: 'address' };
  const extension = /\.(\w+)(?:[?#]|$)/.exec(filePath)?.[1]?.toLowerCase() ?? '';
  const type = TYPES[extension];
  if (extension === 'm3u8' && canPlayType(HLS_TYPE) === '') return hasMediaSource ? { kind: 'hls', src: filePath } : { kind: 'unsupported', reason: 'hls' };
  if (type && canPlayType(type) === '') return { kind: 'unsupported', reason: 'format' };
  return { kind: 'native', src: filePath };
}
