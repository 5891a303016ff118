import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tableColumns } from '../../../generated/migration.ts';
import { entityMeta } from '../engine/rows.ts';
import type { DataChanges } from './data-changes.ts';

/** The parts of a manifest call that decide how its replies are kept. */
export interface CachedCall {
  method: string;
  auth: string;
  op: string;
  entity?: string;
  cache?: number;
}

interface Entry {
  version: string;
  expires: number;
  etag: string;
  body: Buffer;
  encoded: Map<string, Buffer>;
}

// Tables no public reply shows: a sign-in writes them and must not invalidate the statistics.
const PRIVATE_TABLES = new Set(['session_token', 'oauth_code']);
const PUBLIC_TABLES = Object.keys(tableColumns).filter((t) => !PRIVATE_TABLES.has(t));
const MAX_BYTES = 16 * 1024 * 1024;
const LIST_HEADER = 'public, max-age=10, stale-while-revalidate=60';

/** A public list (a generic page) or statistics (a call the manifest marks cacheable). */
export function isPublicList(call: CachedCall): boolean {
  return call.auth === 'public' && call.method !== 'POST' && (call.op === 'page' || call.cache !== undefined);
}

/** The tables whose changes change the call's replies: a page's entity and its owners, or (statistics) any public table. */
function tablesOf(call: CachedCall): string[] {
  if (call.op !== 'page' || !call.entity) return PUBLIC_TABLES;
  const meta = entityMeta(call.entity);
  return meta.ownerProfile ? [meta.table, 'front_user'] : [meta.table];
}

function encodingFor(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function encode(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

const matches = (request: FastifyRequest, etag: string) => (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag);

/**
 * Anonymous GETs of public lists and statistics: an ETag (304 when unchanged), a short max-age with
 * stale-while-revalidate, and the serialised (and compressed) reply kept until a write changes one of
 * its tables (services.changes) or the call's cache period passes. Signed-in replies are never kept.
 */
export function createPublicReplies(changes: DataChanges) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.delete(key);
  };

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, call: CachedCall) {
    reply.header('cache-control', call.cache === undefined ? LIST_HEADER : `public, max-age=${Math.min(60, call.cache)}, stale-while-revalidate=${call.cache}`);
    reply.header('etag', entry.etag);
    reply.header('vary', 'accept-encoding, authorization');
    if (matches(request, entry.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = encodingFor(request);
    if (!encoding || entry.body.length < 1024) return reply.send(entry.body);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) entry.encoded.set(encoding, (encoded = encode(entry.body, encoding)));
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  }

  return {
    /** Whether this request's reply may be kept and tagged: a GET of a public list, with no session. */
    applies(call: CachedCall, request: FastifyRequest): boolean {
      return request.method === 'GET' && !request.headers.authorization && isPublicList(call);
    },

    /** Sends the kept reply when it is still current; false when the call must run. */
    serveKept(call: CachedCall, request: FastifyRequest, reply: FastifyReply): FastifyReply | false {
      const entry = entries.get(request.url);
      if (!entry) return false;
      if (entry.version !== changes.version(tablesOf(call)) || entry.expires < Date.now()) {
        drop(request.url);
        return false;
      }
      return send(request, reply, entry, call);
    },

    /** Serialises the reply, keeps it under the data version read before the call ran, and sends it. */
    keep(call: CachedCall, request: FastifyRequest, reply: FastifyReply, version: string, payload: unknown): FastifyReply {
      // Kept as bytes: encoding an 18 KB string on every send costs more than the rest of a kept reply.
      // Serialised as a sent reply is (the call's documented schema, register-routes.ts).
      const body = Buffer.from(reply.serialize(payload) as string);
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
      const entry: Entry = { version, expires: Date.now() + (call.cache ?? 600) * 1000, etag, body, encoded: new Map() };
      drop(request.url);
      while (bytes + body.length > MAX_BYTES && entries.size > 0) drop(entries.keys().next().value!);
      entries.set(request.url, entry);
      bytes += body.length;
      return send(request, reply, entry, call);
    },

    /** The data version to keep a reply under: read before the call runs, so a write during it leaves the kept reply stale, not wrong. */
    version: (call: CachedCall) => changes.version(tablesOf(call)),
  };
}

export type PublicReplies = ReturnType<typeof createPublicReplies>;
