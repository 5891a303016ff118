import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { documentedCalls } from '../../src/server/engine/route-schemas.ts';
import { AJV_OPTIONS } from '../../src/server/http/ajv-options.ts';

// The server's Ajv does not check the calls' schemas against the meta-schema at run time (decision
// 0136: compiling the meta-schema was part of every start's first answer); this test does, for every
// call's query, path and body schema.
const ajv = new Ajv({ ...AJV_OPTIONS });

const problems = (schema: unknown): string | undefined => (ajv.validateSchema(schema as object) ? undefined : ajv.errorsText(ajv.errors));

describe("the calls' validation schemas", () => {
  it('are valid JSON Schema, every one of them', () => {
    const calls = documentedCalls();
    expect(calls.length).toBeGreaterThan(100);
    const invalid = calls.flatMap((call) =>
      (['querystring', 'params', 'body'] as const).flatMap((part) => {
        const found = call[part] === undefined ? undefined : problems(call[part]);
        return found ? [`${call.operationId} ${part}: ${found}`] : [];
      }),
    );
    expect(invalid).toEqual([]);
  });

  it('would be caught when one is not', () => {
    expect(problems({ type: 'object', properties: { page: { type: 'integer', minimum: 'one' } } })).toMatch(/minimum/);
    expect(problems({ type: 'strin' })).toBeDefined();
  });
});
