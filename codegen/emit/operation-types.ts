import { HEADER } from './render.ts';

interface OpenApiOperation {
  operationId?: string;
  parameters?: { name: string; schema?: { default?: unknown } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { default?: unknown }> } }> };
}

/** Each call's input fields that carry a default, which validation fills in before a handler runs. */
export function defaultedInputs(openapi: { paths: Record<string, Record<string, OpenApiOperation>> }): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const methods of Object.values(openapi.paths)) {
    for (const op of Object.values(methods)) {
      if (!op.operationId) continue;
      const names = new Set<string>();
      for (const p of op.parameters ?? []) if (p.schema?.default !== undefined) names.add(p.name);
      const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const [name, schema] of Object.entries(body)) if (schema.default !== undefined) names.add(name);
      if (names.size) out.set(op.operationId, [...names].sort());
    }
  }
  return out;
}

/**
 * generated/operation-types.ts: what a call takes and answers, read off its operation id in api.d.ts,
 * and which of its inputs validation defaults. The web's calls and the server's handlers both take
 * their types from it; emitted here so that it sits beside api.d.ts.
 */
export function emitOperationTypes(openapiText: string): string {
  const defaults = defaultedInputs(JSON.parse(openapiText) as Parameters<typeof defaultedInputs>[0]);
  const rows = [...defaults.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, names]) => `  ${JSON.stringify(id)}: ${names.map((n) => JSON.stringify(n)).join(' | ')};`);
  return `${HEADER}
import type { operations } from './api.d.ts';

/**
 * What a call takes and answers, read off its operation id in the generated OpenAPI types: the web's
 * \`callOperation\`/\`useStat\` and the server's handlers take their types from here, never restate them.
 */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];
/** An absent part (\`never\` or \`undefined\`) adds nothing to the input. */
type Part<T> = [T] extends [never] ? unknown : [NonNullable<T>] extends [never] ? unknown : NonNullable<T>;
type JsonBody<Id extends OperationId> = Operation<Id> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** Query, path and JSON body values in one object, the way a call is written. */
export type OperationInput<Id extends OperationId> = Part<Operation<Id>['parameters']['query']> &
  Part<Operation<Id>['parameters']['path']> &
  Part<JsonBody<Id>>;

/** The input fields of each call that have a default in the document. */
export interface DefaultedInputs {
${rows.join('\n')}
}

type Defaulted<Id extends OperationId> = Id extends keyof DefaultedInputs ? DefaultedInputs[Id] & keyof OperationInput<Id> : never;

/** The input a handler receives: validation has filled every defaulted field, so those are present. */
export type ValidatedInput<Id extends OperationId> = OperationInput<Id> & {
  [K in Defaulted<Id>]-?: NonNullable<OperationInput<Id>[K]>;
};

/** The envelope a successful call answers with. */
export type OperationReply<Id extends OperationId> = Operation<Id>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

/** The \`data\` of that envelope. */
export type OperationData<Id extends OperationId> = OperationReply<Id> extends { data: infer D } ? D : never;
`;
}
