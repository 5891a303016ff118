import fc from 'fast-check';
import openapi from '../../../generated/openapi.json' with { type: 'json' };
import { plainSchema } from '../../../src/server/engine/route-schemas.ts';
import type { App } from '../../../src/server/app.ts';
import { checkReply, describeViolation, type Violation } from './reply-contract.ts';

/**
 * A property-based fuzzer over every operation of generated/openapi.json: each request is one call,
 * signed in as one of a few users or not at all, with an input generated from the call's own schema,
 * either valid or broken on purpose (wrong types, out-of-range numbers, control characters, unknown
 * fields, missing required fields, random JSON). Every reply must be below 500 and keep the
 * document's contract (declared status, matching body).
 */

type Schema = Record<string, any>;
type Param = { name: string; in: 'query' | 'path'; required: boolean; schema: Schema };
type OpenApiOp = {
  operationId: string;
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-auth': string;
  'x-also-method'?: string;
};

export interface FuzzOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'QUERY';
  path: string;
  auth: string;
  /** The query (GET) or JSON body (POST) as one object schema, component refs inlined. */
  input?: Schema;
  multipart: boolean;
}

export const fuzzOperations: FuzzOperation[] = Object.entries(openapi.paths as unknown as Record<string, Record<string, OpenApiOp>>).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const json = op.requestBody?.content['application/json']?.schema;
    const multipart = Boolean(op.requestBody?.content['multipart/form-data']);
    const params = op.parameters ?? [];
    const input = json
      ? (plainSchema(json) as Schema)
      : {
          type: 'object',
          required: params.filter((p) => p.required).map((p) => p.name),
          properties: Object.fromEntries(params.map((p) => [p.name, plainSchema(p.schema)])),
        };
    const base = { operationId: op.operationId, path: `/api${path}`, auth: op['x-auth'], input: multipart ? undefined : input, multipart };
    const calls: FuzzOperation[] = [{ ...base, method: method.toUpperCase() as 'GET' | 'POST' }];
    if (op['x-also-method'] === 'QUERY') calls.push({ ...base, method: 'QUERY' });
    return calls;
  }),
);

/** A value the pool of ids seen in replies fills in at send time (an id of a row that exists). */
const POOL = '\u0000pool';

const dateText = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true });

/** Values that the schema accepts (or nearly: a pattern-free string may still break a server rule). */
export function validValue(schema: Schema, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema.anyOf || schema.oneOf)
    return fc.oneof(
      ...((schema.anyOf ?? schema.oneOf) as Schema[]).map((s) => validValue({ ...schema, anyOf: undefined, oneOf: undefined, ...s }, name, depth)),
    );
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, -2147483648);
      const max = Math.min(schema.maximum ?? Math.max(min + 1000, 1000), 2147483647);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }));
    }
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? min + 100000;
      const step = schema.multipleOf as number | undefined;
      if (step) return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => Number((n * step).toFixed(8)));
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const items = validValue((schema.items ?? {}) as Schema, name, depth + 1);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const record = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, k, depth + 1)]));
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'string':
      return validString(schema, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema, name: string): fc.Arbitrary<unknown> {
  if (schema.format === 'date') return dateText.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return dateText.map((d) => d.toISOString());
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 30, min + 60);
  const text = fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom(...'蒜价冷库金乡白皮abcXYZ0189 -_.,，。\n'.split('')) });
  if (schema.pattern) {
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      matching = text;
    }
    return /id$/i.test(name) ? fc.oneof(matching, fc.constant(POOL)) : matching;
  }
  return /id$/i.test(name) ? fc.oneof({ weight: 3, arbitrary: fc.constant(POOL) }, { weight: 1, arbitrary: text }) : text;
}

/** Values of the wrong kind for a field, or of its kind out of its bounds. */
export function brokenValue(schema: Schema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const anyType = fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 1.5, '', '1e308', '-1', 'NaN', 'Infinity', '9'.repeat(400), [], {}, [null], { a: 1 }),
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
    fc.constantFrom('\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\u0000'),
    fc.constantFrom("' or 1=1 --", '%', '_', '\\', '"', '../../etc/passwd', '<script>', '${x}', '\ud800', '😀'.repeat(200)),
  );
  const bounds: fc.Arbitrary<unknown>[] = [];
  if (type === 'integer' || type === 'number') {
    bounds.push(
      fc.constantFrom(
        schema.minimum !== undefined ? schema.minimum - 1 : -1e12,
        schema.maximum !== undefined ? schema.maximum + 1 : 1e12,
        2 ** 31,
        2 ** 53,
        -(2 ** 63),
      ),
    );
  }
  if (type === 'string') {
    bounds.push(fc.string({ minLength: (schema.maxLength ?? 200) + 1, maxLength: (schema.maxLength ?? 200) + 20 }));
    bounds.push(fc.string({ maxLength: 3 }));
  }
  if (type === 'array')
    bounds.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: (schema.maxItems ?? 20) + 1, maxLength: (schema.maxItems ?? 20) + 3 }));
  return bounds.length > 0 ? fc.oneof(anyType, ...bounds) : anyType;
}

/** A valid input with one thing broken: a field's value, an unknown field, a missing required field, or the whole input. */
export function brokenInput(schema: Schema): fc.Arbitrary<unknown> {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(props);
  const required = (schema.required ?? []) as string[];
  const valid = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const choices: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(
        valid,
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !names.includes(k)),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([v, k, x]) => ({ ...v, [k]: x })),
    fc.jsonValue({ maxDepth: 3 }),
  ];
  if (names.length > 0) {
    choices.push(
      fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(valid, fc.constant(name), brokenValue(props[name]!)))
        .map(([v, k, x]) => ({ ...v, [k]: x })),
      fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(valid, fc.constant(name), brokenValue(props[name]!)))
        .map(([v, k, x]) => ({ ...v, [k]: x })),
    );
  }
  if (required.length > 0)
    choices.push(fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([n]) => n !== k))));
  return fc.oneof(...choices);
}

export type Who = 'anonymous' | 'owner' | 'other' | 'agent' | 'forged';

export interface FuzzRequest {
  op: FuzzOperation;
  who: Who;
  valid: boolean;
  input: unknown;
  /** For the upload call: what the multipart body carries. */
  file?: 'png' | 'text' | 'none' | 'huge-name';
}

const inputs = new Map<FuzzOperation, { valid: fc.Arbitrary<unknown>; broken: fc.Arbitrary<unknown> }>();
function inputArbitraries(op: FuzzOperation) {
  let found = inputs.get(op);
  if (!found) {
    const schema = op.input ?? { type: 'object', properties: {} };
    found = { valid: validValue(schema), broken: brokenInput(schema) };
    inputs.set(op, found);
  }
  return found;
}

/** One request: a call, who makes it, and its input (valid about two times in three). */
export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    op: fc.constantFrom(...fuzzOperations),
    who: fc.constantFrom<Who>('anonymous', 'owner', 'owner', 'other', 'agent', 'forged'),
    valid: fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean())),
    file: fc.constantFrom<'png' | 'text' | 'none' | 'huge-name'>('png', 'text', 'none', 'huge-name'),
  })
  .chain(({ op, who, valid, file }) => {
    const { valid: good, broken } = inputArbitraries(op);
    return (valid ? good : broken).map((input) => ({ op, who, valid, input, ...(op.multipart ? { file } : {}) }));
  });

export interface FuzzSession {
  app: App;
  tokens: Partial<Record<Who, string>>;
  /** Ids seen in replies, handed back as inputs so calls reach real rows. */
  ids: string[];
  requests: number;
  statuses: Map<number, number>;
  serverErrors: { request: string; status: number; body: string }[];
  violations: Violation[];
}

export function newSession(app: App, tokens: Partial<Record<Who, string>>): FuzzSession {
  return { app, tokens, ids: [], requests: 0, statuses: new Map(), serverErrors: [], violations: [] };
}

function fillPool(value: unknown, ids: string[], seed: number): unknown {
  if (value === POOL) return ids.length > 0 ? ids[seed % ids.length] : 'no-such-id';
  if (Array.isArray(value)) return value.map((v, i) => fillPool(v, ids, seed + i));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, fillPool(v, ids, seed + i)]));
  return value;
}

function collectIds(value: unknown, ids: string[], depth = 0): void {
  if (depth > 4 || value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && /id$/i.test(k) && v.length > 0 && v.length <= 40 && !ids.includes(v)) {
      ids.push(v);
      if (ids.length > 500) ids.shift();
    } else collectIds(v, ids, depth + 1);
  }
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

function multipartBody(file: FuzzRequest['file']): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----garlicfuzz';
  const parts: Buffer[] = [];
  if (file !== 'none') {
    const name = file === 'huge-name' ? `${'蒜'.repeat(300)}\u0000.png` : file === 'png' ? 'a.png' : 'a.txt';
    const content = file === 'text' ? Buffer.from('not an image') : PNG;
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${file === 'text' ? 'text/plain' : 'image/png'}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  } else parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="other"\r\n\r\nx\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function queryString(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return `x=${encodeURIComponent(JSON.stringify(input))}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) qs.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
    else qs.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return qs.toString();
}

/**
 * A 5xx that is a fault: a 503 NOT_CONFIGURED (WeChat without WECHAT_APPID) or a 502 UPSTREAM_ERROR
 * (a service the server calls said no) is the documented answer of a server set up that way.
 */
export function isServerError(status: number, body: string): boolean {
  if (status < 500) return false;
  if (status === 503 && body.includes('"code":"NOT_CONFIGURED"')) return false;
  if (status === 502 && body.includes('"code":"UPSTREAM_ERROR"')) return false;
  return true;
}

/** Sends one request and records its status, any 5xx and any reply that breaks the contract. */
export async function send(
  session: FuzzSession,
  request: FuzzRequest,
  seed = session.requests,
): Promise<{ status: number; violation?: Violation; body: string }> {
  const { op, who } = request;
  const input = fillPool(request.input, session.ids, seed);
  const headers: Record<string, string> = {};
  const token = who === 'forged' ? 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged' : session.tokens[who];
  if (token) headers.authorization = `Bearer ${token}`;
  let res;
  if (op.multipart) {
    const body = multipartBody(request.file);
    res = await session.app.inject({ method: op.method, url: op.path, payload: body.payload, headers: { ...headers, ...body.headers } });
  } else if (op.method === 'POST' || (op.method === 'QUERY' && seed % 2 === 0)) {
    res = await session.app.inject({
      method: op.method,
      url: op.path,
      payload: JSON.stringify(input),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  } else {
    const qs = queryString(input);
    res = await session.app.inject({ method: op.method, url: `${op.path}${qs ? `?${qs}` : ''}`, headers });
  }
  session.requests += 1;
  session.statuses.set(res.statusCode, (session.statuses.get(res.statusCode) ?? 0) + 1);
  const described = `${op.method} ${op.path} as ${who} with ${JSON.stringify(input)?.slice(0, 300)}`;
  if (isServerError(res.statusCode, res.body)) session.serverErrors.push({ request: described, status: res.statusCode, body: res.body.slice(0, 300) });
  const violation = checkReply(op.method, op.path, res.statusCode, res.headers, res.body);
  if (violation) session.violations.push({ ...violation, url: described });
  if (res.statusCode === 200) {
    try {
      collectIds(JSON.parse(res.body), session.ids);
    } catch {
      // not JSON: the contract check has said so
    }
  }
  return { status: res.statusCode, violation, body: res.body };
}

/** Runs `count` generated requests from `seed` and returns the session's tallies. */
export async function fuzz(session: FuzzSession, count: number, seed: number, onProgress?: (done: number) => void): Promise<FuzzSession> {
  const batch = 200;
  for (let done = 0; done < count; done += batch) {
    const requests = fc.sample(fuzzRequest, { numRuns: Math.min(batch, count - done), seed: seed + done });
    for (const request of requests) await send(session, request);
    onProgress?.(session.requests);
  }
  return session;
}

/** A short account of a session: counts, then the first few 5xx and violations grouped by call. */
export function summary(session: FuzzSession, label: string): string {
  const statuses = [...session.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  const lines = [
    `${label}: ${session.requests} requests over ${fuzzOperations.length} calls; 5xx replies: ${session.serverErrors.length}; schema violations: ${session.violations.length}`,
    `  statuses ${statuses}`,
  ];
  const byOp = new Map<string, string[]>();
  for (const e of session.serverErrors)
    byOp.set(`5xx ${e.request.split(' as ')[0]}`, [...(byOp.get(`5xx ${e.request.split(' as ')[0]}`) ?? []), `${e.request} -> ${e.status} ${e.body}`]);
  for (const v of session.violations)
    byOp.set(`contract ${v.operationId} ${v.status}`, [...(byOp.get(`contract ${v.operationId} ${v.status}`) ?? []), describeViolation(v)]);
  for (const [key, items] of byOp) lines.push(`  ${key} (${items.length}): ${items[0]}`);
  return lines.join('\n');
}
