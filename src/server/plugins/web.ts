import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import type { Config } from '../config.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { sniffType } from '../storage/sniff.ts';
import { failure } from '../http/envelope.ts';
import { ErrorCode } from '../../shared/error-codes.ts';
import { WECHAT_UNAVAILABLE_PATH } from '../dev/wechat-authorize.ts';

/**
 * The built app: hashed assets cached for a year, the HTML entry never (WeChat's browser caches it
 * hard otherwise); uploaded files; and the runtime config the app reads at launch.
 */
export async function registerWeb(app: FastifyInstance, config: Config, storage: FileStorage): Promise<void> {
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      wechatAppId: config.wechatAppId ?? null,
      authorizeUrl: config.wechatAppId
        ? 'https://open.weixin.qq.com/connect/oauth2/authorize'
        : config.standIns.wechatSignIn
          ? '/dev/wechat/authorize'
          : WECHAT_UNAVAILABLE_PATH,
      webviewHosts: config.webviewHosts,
    };
  });
  app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
    const key = request.params['*'];
    const bytes = /^[\w./-]+$/.test(key) && !key.includes('..') ? await storage.get(key) : undefined;
    if (!bytes) return reply.status(404).send(failure(ErrorCode.notFound, `file ${key} was not found`));
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    // Uploads never store SVG (the upload call refuses it); only the demo pictures are drawn as SVG,
    // served sandboxed so one opened on its own could run nothing.
    if (!sniffType(bytes) && key.endsWith('.svg') && bytes.subarray(0, 5).toString() === '<svg ') {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.type('image/svg+xml').send(bytes);
    }
    reply.header('content-type', sniffType(bytes)?.contentType ?? 'application/octet-stream');
    return reply.send(bytes);
  });
  // Files are looked up on each request: a build made while the server runs is served at once, no
  // restart (its entry is swapped in last and the previous build's chunks stay: scripts/publish-build.ts).
  if (!existsSync(config.webDir)) app.log.warn(`no built web app in ${config.webDir} yet; run npm run build, and it is served as soon as it is built`);
  await app.register(fastifyStatic, {
    root: config.webDir,
    // The warning above says it better than @fastify/static's "root path must exist".
    suppressWarning: true,
    // One wildcard route that looks a file up when asked, rather than a route per built file (500+
    // with their .br/.gz) globbed and registered at every start: that was a fifth of a restart (0081).
    wildcard: true,
    // The build writes .br and .gz beside each asset (scripts/precompress.mjs); the one asked for is sent.
    preCompressed: true,
    setHeaders(res, path) {
      // Hashed build assets never change; demo media keep their names, so they are kept a day.
      // The entry may be sent as its precompressed index.html.br or .gz.
      // The service worker and the web app manifest keep their names too: asked again every time (0064).
      const cache = /(\.html|\/sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(path)
        ? 'no-cache'
        : path.includes('/media/') || path.includes('/icons/')
          ? 'public, max-age=86400'
          : 'public, max-age=31536000, immutable';
      res.header('cache-control', cache);
    },
  });
}
