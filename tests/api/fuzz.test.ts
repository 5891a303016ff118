import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { fuzzOperations, fuzzRequest, isServerError, newSession, send, summary, type FuzzSession } from './helpers/fuzz.ts';
import { fuzzTokens } from './helpers/fuzz-users.ts';
import { describeViolation } from './helpers/reply-contract.ts';
import openapi from '../../generated/openapi.json' with { type: 'json' };

// Bounded here (npm test runs it on SQLite and PostgreSQL); `npm run fuzz` runs 50,000 a database.
const RUNS = Number(process.env.FUZZ_TEST_RUNS ?? 400);

let app: App;
let session: FuzzSession;
beforeAll(async () => {
  app = await startTestApp({}, { checkReplies: false });
  session = newSession(app, await fuzzTokens(app));
});
afterAll(() => app.close());

describe('fuzzing every call of the OpenAPI document', () => {
  it('knows every operation of the document', () => {
    const documented = Object.values(openapi.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(new Set(fuzzOperations.map((o) => `${o.method === 'QUERY' ? 'GET' : o.method} ${o.path}`)).size).toBe(documented);
  });

  it(`answers ${RUNS} generated requests, valid and broken, signed in and out, with no 5xx and no reply outside its schema`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequest, async (request) => {
        const { status, violation, body } = await send(session, request);
        if (isServerError(status, body)) throw new Error(`${request.op.method} ${request.op.path} answered ${status}: ${body.slice(0, 200)}`);
        if (violation) throw new Error(describeViolation(violation));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(session.requests).toBeGreaterThanOrEqual(RUNS);
    // The requests reach the handlers, not only the validator: some succeed, some are refused.
    expect(session.statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(session.statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
    console.log(summary(session, 'fuzz'));
  }, 120_000);
});
