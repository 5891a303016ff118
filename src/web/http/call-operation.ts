import type { components } from '../../../generated/api.d.ts';
import { clientOperations, type OperationId } from '../../../generated/client-operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import type { OperationData, OperationInput } from '../../../generated/operation-types.ts';
import { withCallOptions, type CallOptions } from './call-options.ts';
import { api, type ApiClient } from './client.ts';
import { loadOperation } from './operation-table.ts';

export type FileInfo = components['schemas']['fileInfo'];
export type { OperationData, OperationReply } from '../../../generated/operation-types.ts';

/**
 * String enums (seed ids such as goodsId "1".."8") are plain strings on the way in: the values come
 * from pickers and addresses at run time, and the server answers an unknown one with a 400. Names,
 * required keys, numbers and shapes stay the operation's (decision 0125).
 */
type Loosen<T> = T extends string ? string : T extends readonly (infer E)[] ? Loosen<E>[] : T extends object ? { [K in keyof T]: Loosen<T[K]> } : T;

export type CallInput<Id extends OperationId> = Loosen<OperationInput<Id>>;

/** An input is optional when the operation requires none of its values. */
export type InputArgs<Id extends OperationId> =
  object extends CallInput<Id> ? [input?: CallInput<Id>, options?: CallOptions] : [input: CallInput<Id>, options?: CallOptions];

const UPLOAD = 'file.upload' satisfies OperationId;

/** The {name} segments of a path take their values out of the input (/ksce/division/city/{code}). */
export function splitPathParams(template: string, input: Record<string, unknown>) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return { path: undefined, rest: input };
  const path = Object.fromEntries(names.map((n) => [n, input[n]]));
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !names.includes(k)));
  return { path, rest };
}

/**
 * openapi-fetch types a call by a literal path; callOperation knows its route only at run time, from
 * the generated registry. It passes that route as this stand-in: `RouteMismatches`
 * (tests/unit/web/http/operation-types.test.ts) proves every registry route carries its own operation.
 */
type RegistryRoute = (typeof clientOperations)[typeof UPLOAD]['path'];

export function createOperations(client: ApiClient) {
  /** Calls an operation by id: GET (and QUERY) input travels as the query string, POST input as a JSON body. */
  async function callOperation<Id extends OperationId>(opId: Id, ...[input, options]: InputArgs<Id>): Promise<Envelope<OperationData<Id>>> {
    const op = await loadOperation(opId);
    if (op.multipart) throw new Error(`${opId} takes a file: call uploadFile`);
    const { path, rest } = splitPathParams(op.path, (input ?? {}) as Record<string, unknown>);
    // A QUERY call answers GET too (the document lists it as GET); GET keeps it cacheable and needs no body.
    const init =
      op.method === 'POST'
        ? { params: withCallOptions(path ? { path } : {}, options), body: rest }
        : { params: withCallOptions(path ? { path, query: rest } : { query: rest }, options) };
    const method = op.method === 'POST' ? 'post' : 'get';
    const { data } = await client.request(method as 'post', op.path as RegistryRoute, init as never);
    return data as unknown as Envelope<OperationData<Id>>;
  }

  /** Posts one file as the multipart field `file`. */
  async function uploadFile(file: Blob, name?: string, options?: CallOptions): Promise<Envelope<OperationData<typeof UPLOAD>>> {
    const form = new FormData();
    if (name === undefined) form.append('file', file);
    else form.append('file', file, name);
    const { data } = await client.POST(clientOperations[UPLOAD].path, {
      params: withCallOptions({}, options),
      body: form as never,
    });
    return data!;
  }

  /**
   * For the engine's views, whose operation and input a manifest names at run time: the reply is
   * checked where it is read (src/web/views). Hand-written code calls `callOperation`.
   */
  function callManifestOperation(opId: OperationId, input?: Record<string, unknown>, options?: CallOptions): Promise<Envelope> {
    return (callOperation as (id: OperationId, input?: object, options?: CallOptions) => Promise<Envelope>)(opId, input, options);
  }

  return { callOperation, callManifestOperation, uploadFile };
}

export const { callOperation, callManifestOperation, uploadFile } = createOperations(api);
