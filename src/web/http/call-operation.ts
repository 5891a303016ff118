import type { components } from '../../../generated/api.d.ts';
import { clientOperations as operations, type OperationId } from '../../../generated/client-operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import { withCallOptions, type CallOptions } from './call-options.ts';
import { api, type ApiClient } from './client.ts';

export type FileInfo = components['schemas']['fileInfo'];

/** `request` with the path and method known only at run time, which the typed signature cannot express. */
interface UntypedClient {
  request(method: string, path: string, init: { params: object; body?: unknown }): Promise<{ data?: unknown }>;
}

const UPLOAD: OperationId = 'file.upload';

/** The input values a path's {name} segments need, and the rest of the input. */
export function splitPathParams(template: string, input: Record<string, unknown>) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return { path: undefined, rest: input };
  const path = Object.fromEntries(names.map((n) => [n, input[n]]));
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !names.includes(k)));
  return { path, rest };
}

export function createOperations(client: ApiClient) {
  const untyped = client as unknown as UntypedClient;

  /** Calls an operation by id: GET (and QUERY) input travels as the query string, POST input as a JSON body. */
  async function callOperation<T = unknown>(
    opId: OperationId,
    input?: object,
    options?: CallOptions,
  ): Promise<Envelope<T>> {
    const op = operations[opId];
    if ('multipart' in op && op.multipart) throw new Error(`${opId} takes a file: call uploadFile`);
    // {name} segments of the path take their values out of the input (/ksce/division/city/{code}).
    const { path, rest } = splitPathParams(op.path, (input ?? {}) as Record<string, unknown>);
    const init =
      op.method === 'POST'
        ? { params: withCallOptions(path ? { path } : {}, options), body: rest }
        : { params: withCallOptions(path ? { path, query: rest } : { query: rest }, options) };
    // A QUERY call answers GET too (the document lists it as GET); GET keeps it cacheable and needs no body.
    const method = op.method === 'QUERY' ? 'GET' : op.method;
    const { data } = await untyped.request(method, op.path, init);
    return data as Envelope<T>;
  }

  /** Posts one file as the multipart field `file`. */
  async function uploadFile(file: Blob, name?: string, options?: CallOptions): Promise<Envelope<FileInfo>> {
    const form = new FormData();
    if (name === undefined) form.append('file', file);
    else form.append('file', file, name);
    const { data } = await untyped.request(operations[UPLOAD].method, operations[UPLOAD].path, {
      params: withCallOptions({}, options),
      body: form,
    });
    return data as Envelope<FileInfo>;
  }

  return { callOperation, uploadFile };
}

export const { callOperation, uploadFile } = createOperations(api);
