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

const table: Record<string, OperationMeta> = { ...clientOperations };
const byRoute = new Map<string, OperationMeta>();

/** The console's calls join the table when the console loads (generated/console-operations.ts). */
export function addOperations(more: Record<string, OperationMeta>): void {
  Object.assign(table, more);
  byRoute.clear();
}

export function operationMeta(id: string): OperationMeta | undefined {
  return Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
}

export function operationByRoute(method: string, path: string): OperationMeta | undefined {
  if (byRoute.size === 0) for (const op of Object.values(table)) byRoute.set(`${op.method} ${op.path}`, op);
  return byRoute.get(`${method.toUpperCase()} ${path}`);
}

/** An operation's entry; an operator call loads the console's table first if it has not come yet. */
export async function loadOperation(id: OperationId): Promise<OperationMeta> {
  if (!operationMeta(id)) addOperations((await import('../../../generated/console-operations.ts')).consoleOperations);
  const op = operationMeta(id);
  if (!op) throw new Error(`Unknown operation: ${id}`);
  return op;
}
