import type { JsonSchema, OperationModel, SpecModel } from '../model-types.ts';

/** Rewrites manifest references (#/$defs/x) to OpenAPI components (#/components/schemas/x). */
export function toComponentRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map(toComponentRefs) as T;
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : toComponentRefs(v)]),
  ) as T;
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'data', 'extension', 'totalCount', 'msg', 'code'],
    properties: {
      success: { type: 'boolean' },
      data,
      extension: {},
      totalCount: { type: 'integer' },
      msg: { type: 'string' },
      code: { type: 'string' },
    },
  };
}

const ERROR = { $ref: '#/components/responses/Error' };

function operation(op: OperationModel): Record<string, unknown> {
  const props = (op.input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((op.input.required ?? []) as string[]);
  const entry: Record<string, unknown> = {
    operationId: op.id,
    tags: [op.group],
    summary: op.summary ?? `${op.label.en}: ${op.name}`,
    'x-auth': op.auth,
    'x-op': op.op,
    'x-mask': op.mask,
  };
  if (op.entity) entry['x-entity'] = op.entity;
  if (op.handler) entry['x-handler'] = op.handler;
  if (op.paged) entry['x-keys'] = op.keys;
  // Public calls say so (an empty list): a call without security would inherit none by accident.
  entry.security = op.auth === 'public' ? [] : [{ bearer: [] }];
  if (op.multipart) {
    entry.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } } },
    };
  } else if (op.method === 'POST') {
    entry.requestBody = { required: true, content: { 'application/json': { schema: toComponentRefs(op.input) } } };
  } else {
    // A {name} segment of the path is a path parameter (always required); every other input is a query parameter.
    const inPath = new Set([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    entry.parameters = Object.entries(props).map(([name, schema]) => {
      const where = inPath.has(name) ? 'path' : 'query';
      return { name, in: where, required: where === 'path' || required.has(name), schema: toComponentRefs(schema) };
    });
  }
  entry.responses = {
    '200': { description: 'The envelope', content: { 'application/json': { schema: envelope(toComponentRefs(op.output)) } } },
    '400': ERROR,
    '401': ERROR,
    '403': ERROR,
    '404': ERROR,
    // Answers any call may get: a conflicting write, a body over the limit or of a type the call does
    // not take, too many attempts or writes (decisions 0025, 0026), the server failing, and a service
    // it calls (WeChat, maps) failing or unset. The fuzzer (npm run fuzz) holds the server to no 5xx at all from any input.
    '409': ERROR,
    '413': ERROR,
    '415': ERROR,
    '429': ERROR,
    '500': ERROR,
    '502': ERROR,
    '503': ERROR,
  };
  if (op.limit) entry['x-rate-limit'] = op.limit;
  return entry;
}

export function emitOpenApi(model: SpecModel): string {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of model.operations) {
    const item = (paths[op.path] ??= {});
    // QUERY is not an OpenAPI 3.1 method; such calls answer GET, and the document says so.
    const method = op.method === 'QUERY' ? 'get' : op.method.toLowerCase();
    item[method] = { ...operation(op), ...(op.method === 'QUERY' ? { 'x-also-method': 'QUERY' } : {}) };
  }
  const doc = {
    openapi: '3.1.0',
    info: { title: `${model.app.name.en} API`, version: model.app.version },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ...toComponentRefs(model.schemas), Envelope: envelope({}) },
      responses: {
        Error: { description: 'success false, with msg and code', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
      },
    },
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
