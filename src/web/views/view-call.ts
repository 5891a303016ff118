import type { OperationId } from '../../../generated/client-operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import { callManifestOperation } from '../http/call-operation.ts';
import type { CallOptions } from '../http/call-options.ts';

/**
 * Calls an operation that a manifest names by a plain string. An unknown id rejects with
 * "Unknown operation" from the call table (which loads the console's calls when one is asked for).
 */
export function callViewOperation(id: string, input?: Record<string, unknown>, options?: CallOptions): Promise<Envelope> {
  return callManifestOperation(id as OperationId, input, options);
}
