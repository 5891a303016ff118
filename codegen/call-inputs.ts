import type { AppModel, JsonSchema, OperationModel } from './model-types.ts';

/** A call as spec/endpoints/ declares it, before the model fills in what it leaves out. */
export type RawCall = Omit<
  OperationModel,
  'id' | 'group' | 'name' | 'file' | 'label' | 'mask' | 'filters' | 'order' | 'keys' | 'paged' | 'multipart' | 'input' | 'output' | 'where'
> & {
  /** A create or update that takes only these writable fields. */
  fields?: string[];
  where?: Record<string, string>;
  mask?: boolean;
  filters?: string[];
  order?: string[];
  keys?: { rows: string; total: string };
  multipart?: boolean;
  paged?: boolean;
  input?: JsonSchema;
  output?: JsonSchema;
};

/** The deepest page a paged call serves: 100,000 pages of the largest size is far past any list. */
export const MAX_PAGE = 100_000;
/** Bounds of a number input the manifest leaves open: a PostgreSQL integer column, a finite double. */
export const INTEGER_RANGE = { minimum: -2147483648, maximum: 2147483647 } as const;
export const NUMBER_RANGE = { minimum: -1e15, maximum: 1e15 } as const;

/**
 * Every integer or number of a call's input gets the bounds its manifest leaves out, so no value a
 * schema accepts (page=1e308, a count of 2^40) reaches the database out of its column's range.
 */
export function boundNumbers<T>(node: T): T {
  if (Array.isArray(node)) return node.map(boundNumbers) as T;
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'enum' || k === 'default' || k === 'const' ? v : boundNumbers(v)])) as Record<
    string,
    unknown
  >;
  const range = out.type === 'integer' ? INTEGER_RANGE : out.type === 'number' ? NUMBER_RANGE : undefined;
  if (range) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = range.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = range.maximum;
  }
  return out as T;
}

/** The page and pageSize inputs of a paged call. */
export function pagingProps(call: { pageSize?: number }, app: AppModel): Record<string, JsonSchema> {
  return {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, title: 'Page number, from 1' },
    pageSize: { type: 'integer', minimum: 1, maximum: app.maxPageSize, default: call.pageSize ?? app.pageSize, title: 'Rows a page' },
  };
}

export function stripDefault(schema: JsonSchema): JsonSchema {
  const { default: _d, ...rest } = schema;
  return rest;
}
