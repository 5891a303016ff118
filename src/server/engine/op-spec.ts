import type { operations, OperationId } from '../../../generated/operations.ts';

/** An operation of generated/operations.ts as the generic builders read it, with its optional keys. */
export type OpSpec = (typeof operations)[OperationId] & {
  entity?: string;
  scope?: string;
  toggle?: string;
  flag?: string;
  filters: readonly string[];
  order: readonly string[];
  where?: Readonly<Record<string, string>>;
};
