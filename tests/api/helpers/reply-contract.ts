import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import openapi from '../../../generated/openapi.json' with { type: 'json' };
import { plainSchema } from '../../../src/server/engine/route-schemas.ts';

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
type Operation = { operationId: string; responses: Responses; 'x-also-method'?: string };

/** One reply that does not keep its call's contract. */
export interface Violation {
  operationId: string;
  method: string;
  url: string;
  status: number;
  problem: string;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, multipleOfPrecision: 8 });
addFormats(ajv);

const errorResponse = (openapi.components as unknown as { responses: Responses }).responses.Error!;

function replySchema(response: Responses[string]): unknown {
  const resolved = response.$ref ? errorResponse : response;
  return plainSchema(resolved.content?.['application/json']?.schema);
}

interface Contract {
  operationId: string;
  statuses: Map<number, () => ValidateFunction>;
}

/** "GET /api/v1/x" → the call's declared statuses, each with its reply schema compiled on first use. */
const contracts = new Map<string, Contract>();
for (const [path, item] of Object.entries(openapi.paths as unknown as Record<string, Record<string, Operation>>)) {
  for (const [method, op] of Object.entries(item)) {
    const statuses = new Map<number, () => ValidateFunction>();
    for (const [status, response] of Object.entries(op.responses)) {
      let compiled: ValidateFunction | undefined;
      statuses.set(Number(status), () => (compiled ??= ajv.compile(replySchema(response) as object)));
    }
    const contract = { operationId: op.operationId, statuses };
    contracts.set(`${method.toUpperCase()} /api${path}`, contract);
    if (op['x-also-method']) contracts.set(`${op['x-also-method']} /api${path}`, contract);
  }
}

/** The documented call a request reaches, if any (files, web pages and dev pages are not calls). */
export function contractOf(method: string, url: string): Contract | undefined {
  return contracts.get(`${method.toUpperCase()} ${url.split('?')[0]}`);
}

export const documentedOperationIds = (): string[] => [...new Set([...contracts.values()].map((c) => c.operationId))];

/**
 * Checks one reply against the OpenAPI document: a declared status, a JSON body that matches that
 * status's schema. A 304 (kept reply still fresh) has no body to check. Undefined when it keeps it.
 */
export function checkReply(method: string, url: string, status: number, headers: Record<string, unknown>, body: string): Violation | undefined {
  const contract = contractOf(method, url);
  if (!contract || status === 304) return undefined;
  const base = { operationId: contract.operationId, method, url: url.slice(0, 300), status };
  const validator = contract.statuses.get(status);
  if (!validator) return { ...base, problem: `status ${status} is not declared (declared: ${[...contract.statuses.keys()].join(', ')})` };
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return { ...base, problem: `content-type ${type || 'none'} is not application/json` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ...base, problem: 'the body is not JSON' };
  }
  return checkBody(base, validator, parsed);
}

/**
 * Checks what a handler answered before it is serialised: fast-json-stringify writes a null in a
 * field typed string as "" (and 0 for numbers), so a check of the sent reply alone would not see it.
 */
export function checkPayload(method: string, url: string, status: number, payload: unknown): Violation | undefined {
  const contract = contractOf(method, url);
  const validator = contract?.statuses.get(status);
  if (!contract || !validator) return undefined;
  return checkBody({ operationId: contract.operationId, method, url: url.slice(0, 300), status }, validator, payload);
}

function checkBody(base: Omit<Violation, 'problem'>, validator: () => ValidateFunction, parsed: unknown): Violation | undefined {
  const validate = validator();
  if (validate(parsed)) return undefined;
  const problems = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`);
  return { ...base, problem: problems.join('; ') };
}

export const describeViolation = (v: Violation) => `${v.operationId} (${v.method} ${v.url}) answered ${v.status}: ${v.problem}`;
