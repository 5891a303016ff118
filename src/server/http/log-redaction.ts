import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets: never written to a log line (decision 0022). */
const SECRET_PARAMS = ['refreshToken', 'accessToken', 'token', 'password', 'code', 'openid'];
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#]*`, 'gi');

export const REDACTED = '[REDACTED]';

/** The request address with every secret parameter's value replaced: `/api/login/refreshToken?refreshToken=[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** Body, header and object keys whose values pino replaces wherever a log line carries them. */
const SECRET_KEYS = ['password', 'refreshToken', 'accessToken', 'tokenValue', 'passwordHash', 'authorization', 'cookie'];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger options with secrets kept out: request addresses go through redactUrl, headers are
 * never serialised, and any logged object's password, token or authorization field is censored.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  } as FastifyServerOptions['logger'];
}
