/** How the player plays an address: natively, or not at all in this browser (and why). */
export type Playback = { kind: 'native'; src: string } | { kind: 'unsupported'; reason: 'address' | 'hls' | 'format' };

const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/**
 * An operator's stream (HLS .m3u8) plays where the browser plays HLS itself: WeChat's browsers and
 * Safari do; elsewhere the page says so rather than showing a broken player. No HLS library is loaded.
 */
export function playbackFor(filePath: string, canPlayType: (type: string) => string): Playback {
  if (!/^(\/[\w./-]+|https:\/\/\S+)$/.test(filePath)) return { kind: 'unsupported', reason: 'address' };
  const extension = /\.(\w+)(?:[?#]|$)/.exec(filePath)?.[1]?.toLowerCase() ?? '';
  const type = TYPES[extension];
  if (type && canPlayType(type) === '') return { kind: 'unsupported', reason: extension === 'm3u8' ? 'hls' : 'format' };
  return { kind: 'native', src: filePath };
}
