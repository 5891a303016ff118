import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config.ts';
import { startPreloadsScript } from '../../shared/start-preloads-script.ts';

/** The CSP source of a map tile template: its origin, a {s} subdomain label as a wildcard ('self' when relative). */
export function tileSource(tileUrl: string): string[] {
  const match = /^(https?:)?\/\/([^/?#]+)/.exec(tileUrl);
  if (!match) return [];
  const host = match[2]!
    .split('.')
    .map((label) => (label.includes('{') ? '*' : label))
    .join('.');
  return [`${match[1] ?? 'https:'}//${host}`];
}

/** The CSP source that allows the entry HTML's one inline script, which is the same in every build. */
const startPreloadsScriptSource = `'sha256-${createHash('sha256').update(startPreloadsScript).digest('base64')}'`;

/**
 * Security headers; the CSP allows no eval'd script (form validators are precompiled) and no inline
 * script but the entry HTML's start preloads, by its hash.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const wechatScripts = config.wechatAppId ? ['https://res.wx.qq.com', 'https://res2.wx.qq.com'] : [];
  const https = (hosts: string[]) => hosts.map((host) => `https://${host}`);
  // The webview page embeds only the hosts an operator allows; with none, nothing may be framed.
  const frames = config.webviewHosts.length > 0 ? https(config.webviewHosts) : ["'none'"];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...wechatScripts, startPreloadsScriptSource],
        // MUI's emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSource(config.map.tileUrl), ...https(config.mediaHosts)],
        mediaSrc: ["'self'", 'blob:', ...https(config.mediaHosts)],
        frameSrc: frames,
        // hls.js fetches an operator's stream (playlist and segments) from its media host.
        connectSrc: ["'self'", ...https(config.mediaHosts)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Production is served over https: browsers keep to it for a year (README "Two modes").
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
