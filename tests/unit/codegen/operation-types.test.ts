import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { defaultedInputs, emitOperationTypes } from '../../../codegen/emit/operation-types.ts';
import { repoRoot } from './helpers.ts';

describe('operation types', () => {
  it('list the query and JSON body fields that carry a default, and no others', () => {
    const found = defaultedInputs({
      paths: {
        '/v1/a/findByPage': {
          get: {
            operationId: 'a.findByPage',
            parameters: [
              { name: 'page', schema: { default: 1 } },
              { name: 'pageSize', schema: { default: 20 } },
              { name: 'regionId', schema: {} },
            ],
          },
        },
        '/v1/a/add': {
          post: {
            operationId: 'a.add',
            requestBody: { content: { 'application/json': { schema: { properties: { sort: { default: 0 }, title: {} } } } } },
          },
        },
        '/v1/a/getById': { get: { operationId: 'a.getById', parameters: [{ name: 'id', schema: {} }] } },
      },
    });
    expect(Object.fromEntries(found)).toEqual({ 'a.findByPage': ['page', 'pageSize'], 'a.add': ['sort'] });
  });

  it("make a paged call's page and pageSize present in what its handler receives", () => {
    const emitted = emitOperationTypes(readFileSync(`${repoRoot}generated/openapi.json`, 'utf8'));
    expect(emitted).toContain('"buySell.findByPage": "page" | "pageSize";');
    expect(emitted).toMatch(/ValidatedInput<Id extends OperationId> = OperationInput<Id> & \{\n\s+\[K in Defaulted<Id>\]-\?/);
  });
});
