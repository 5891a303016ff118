/**
 * Attaches an HLS stream to a video element through hls.js (its light build: no DRM or subtitles,
 * which live market streams don't use), imported dynamically: the player is in a page chunk of its
 * own, and the library is fetched the first time a stream is played where HLS is not native.
 * Resolves to a detach function, or undefined when this browser has no Media Source Extensions.
 */
export async function attachHls(video: HTMLVideoElement, src: string, onFatal: () => void): Promise<(() => void) | undefined> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) return undefined;
  // No worker: the CSP allows no blob: scripts, and a stream's demuxing is light enough for the page.
  const hls = new Hls({ enableWorker: false, lowLatencyMode: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hls.destroy();
    onFatal();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => hls.destroy();
}
