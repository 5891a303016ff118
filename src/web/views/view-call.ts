import type { Envelope } from '../../shared/envelope.ts';
import { callManifestOperation } from '../http/call-operation.ts';
import type { CallOptions } from '../http/call-options.ts';
import { isOperationId } from './operation-meta.ts';

/** Calls an operation that a manifest names by a plain string; an unknown id is a bug in codegen. */
export function callViewOperation(id: string, input?: Record<string, unknown>, options?: CallOptions): Promise<Envelope> {
  if (!isOperationId(id)) return Promise.reject(new Error(`Unknown operation: ${id}`));
  return callManifestOperation(id, input, options);
}
