import { HEADER } from './render.ts';

/**
 * generated/operation-types.ts: what a call takes and answers, read off its operation id in api.d.ts.
 * The web's calls and the server's handlers both take their types from it. It is the same text for
 * every spec; emitted here so that it sits beside api.d.ts and no shared code reaches into generated/.
 */
export function emitOperationTypes(): string {
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
