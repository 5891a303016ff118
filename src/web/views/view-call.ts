import type { OperationId } from '../../../generated/client-operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import { callManifestOperation } from '../http/call-operation.ts';
import type { CallOptions } from '../http/call-options.ts';
import { isOperationId } from './operation-meta.ts';

/** Calls an operation that a manifest names by a plain string; an unknown id is a bug in codegen. */
export function callViewOperation(id: string, input?: Record<string, unknown>, options?: CallOptions): Promise<Envelope> {
  // A console page may name an operator call before the console's table has come: callOperation loads it.
  if (!isOperationId(id) && !id.startsWith('admin')) return Promise.reject(new Error(`Unknown operation: ${id}`));
  return callManifestOperation(id as OperationId, input, options);
}
