import openapi from '../../../generated/openapi.json' with { type: 'json' };
import type { CodeCheck } from '../../shared/validators/code-check.ts';

type Schema = Record<string, unknown>;
const components = openapi.components.schemas as Record<string, Schema>;

/** Inlines component refs and drops x- annotations, giving schemas Fastify's ajv can compile alone. */
export function plainSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plainSchema);
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Schema;
  if (typeof obj.$ref === 'string') {
    const name = obj.$ref.replace('#/components/schemas/', '');
    const { $ref: _r, ...rest } = obj;
    return { ...(plainSchema(components[name]) as Schema), ...(plainSchema(rest) as Schema) };
  }
  return Object.fromEntries(
    Object.entries(obj)
      .filter(([k]) => !k.startsWith('x-'))
      .map(([k, v]) => [k, plainSchema(v)]),
  );
}

export interface DocumentedCall {
  path: string;
  method: 'GET' | 'POST';
  operationId: string;
  querystring?: Schema;
  /** The {name} segments of the path, validated as Fastify route params. */
  params?: Schema;
  body?: Schema;
  /** The documented envelope of a successful reply: a 200 is serialised by it (register-routes.ts). */
  reply?: Schema;
  /** Field name → the manifest's message for a pattern mismatch, in English. */
  patternMessages: Record<string, string>;
  /** Field name → the code check of its manifest (src/server/engine/code-checks.ts). */
  checks: Record<string, CodeCheck>;
}

type OpenApiOperation = {
  operationId: string;
  parameters?: { name: string; in: 'query' | 'path'; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

function patternMessages(props: Record<string, Schema>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, s] of Object.entries(props)) {
    const m = s['x-patternMessage'] as { en: string } | undefined;
    if (m) out[name] = m.en;
  }
  return out;
}

function codeChecks(props: Record<string, Schema>): Record<string, CodeCheck> {
  return Object.fromEntries(Object.entries(props).flatMap(([name, s]) => (s['x-check'] ? [[name, s['x-check'] as CodeCheck]] : [])));
}

/** Every call of the generated OpenAPI document, with its validation schemas. */
export function documentedCalls(): DocumentedCall[] {
  const calls: DocumentedCall[] = [];
  for (const [path, item] of Object.entries(openapi.paths as Record<string, Record<string, OpenApiOperation>>)) {
    for (const [method, op] of Object.entries(item)) {
      const call: DocumentedCall = { path, method: method.toUpperCase() as 'GET' | 'POST', operationId: op.operationId, patternMessages: {}, checks: {} };
      if (op.parameters) {
        const group = (where: 'query' | 'path') => {
          const params = op.parameters!.filter((p) => p.in === where);
          const props = Object.fromEntries(params.map((p) => [p.name, p.schema]));
          const schema = plainSchema({
            type: 'object',
            additionalProperties: false,
            required: params.filter((p) => p.required).map((p) => p.name),
            properties: props,
          }) as Schema;
          return { schema, props, any: params.length > 0 };
        };
        const query = group('query');
        const path = group('path');
        call.querystring = query.schema;
        if (path.any) call.params = path.schema;
        call.patternMessages = { ...patternMessages(query.props), ...patternMessages(path.props) };
        call.checks = codeChecks(query.props);
      }
      const json = op.requestBody?.content['application/json'];
      if (json) {
        call.body = plainSchema(json.schema) as Schema;
        call.patternMessages = patternMessages((json.schema.properties ?? {}) as Record<string, Schema>);
        call.checks = codeChecks((json.schema.properties ?? {}) as Record<string, Schema>);
      }
      const reply = op.responses?.['200']?.content?.['application/json']?.schema;
      if (reply) call.reply = plainSchema(reply) as Schema;
      calls.push(call);
    }
  }
  return calls;
}
