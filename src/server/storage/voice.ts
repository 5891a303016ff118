import { spawn } from 'node:child_process';

/** AMR-NB, as WeChat's /cgi-bin/media/get returns uploaded voice ("#!AMR\n"). */
export const isAmr = (bytes: Buffer) => bytes.subarray(0, 6).toString('latin1') === '#!AMR\n';

/** Runs ffmpeg over the bytes; undefined when ffmpeg can't be started (not installed). */
export function amrToMp3(ffmpegPath: string, bytes: Buffer): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-f', 'amr', '-i', 'pipe:0', '-f', 'mp3', '-ac', '1', 'pipe:1'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'EACCES' ? resolve(undefined) : reject(error)));
    child.on('close', (code) => {
      if (code === 0 && out.length) resolve(Buffer.concat(out));
      else if (code !== null) reject(new Error(`ffmpeg failed (${code}): ${Buffer.concat(err).toString().slice(0, 300)}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);
  });
}
