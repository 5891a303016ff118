import type { OperationId } from '../../../generated/client-operations.ts';
import { operationMeta } from '../http/operation-table.ts';

export { operationMeta, type OperationMeta } from '../http/operation-table.ts';

/** Whether the id is a call the web knows now (the console's join when the console loads). */
export function isOperationId(id: string): id is OperationId {
  return operationMeta(id) !== undefined;
}
