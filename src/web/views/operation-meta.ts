import { clientOperations, type OperationId } from '../../../generated/client-operations.ts';

export interface OperationMeta {
  method: string;
  path: string;
  /** Shows the loading mask; absent means false. */
  mask?: boolean;
  paged?: boolean;
  /** Where a page's rows and count are; absent means data and totalCount. */
  keys?: { rows: string; total: string };
  pageSize?: number;
  multipart?: boolean;
}

const table: Record<string, OperationMeta> = clientOperations;

export function operationMeta(id: string): OperationMeta | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}

export function isOperationId(id: string): id is OperationId {
  return operationMeta(id) !== undefined;
}
