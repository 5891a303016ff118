import type { components } from '../../../generated/api.d.ts';
import { operations, type OperationId } from '../../../generated/operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import { withCallOptions, type CallOptions } from './call-options.ts';
import { api, type ApiClient } from './client.ts';

export type FileInfo = components['schemas']['fileInfo'];

/** `request` with the path and method known only at run time, which the typed signature cannot express. */
interface UntypedClient {
  request(method: string, path: string, init: { params: object; body?: unknown }): Promise<{ data?: unknown }>;
}

const UPLOAD: OperationId = 'file.upload';

export function createOperations(client: ApiClient) {
  const untyped = client as unknown as UntypedClient;

  /** Calls an operation by id: GET (and QUERY) input travels as the query string, POST input as a JSON body. */
  async function callOperation<T = unknown>(
    opId: OperationId,
    input?: object,
    options?: CallOptions,
  ): Promise<Envelope<T>> {
    const op = operations[opId];
    if (op.multipart) throw new Error(`${opId} takes a file: call uploadFile`);
    const init =
      op.method === 'POST'
        ? { params: withCallOptions({}, options), body: input ?? {} }
        : { params: withCallOptions({ query: input ?? {} }, options) };
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
