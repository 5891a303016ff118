export { operationMeta, type OperationMeta } from '../http/operation-table.ts';
