import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WriteKind } from '../config.ts';
import { RateLimited } from './write-limits.ts';
import { operations, type OperationId } from '../../../generated/operations.ts';
import { handlers } from '../handlers/index.ts';
import { ok } from '../http/envelope.ts';
import { forbidden, sessionInvalid } from '../http/api-error.ts';
import { genericOperation } from './generic-ops.ts';
import { createPublicReplies, type CachedCall } from '../cache/public-replies.ts';
import { documentedCalls } from './route-schemas.ts';
import { checkCodes } from './code-checks.ts';
import { refuseControlCharacters, refuseInfiniteNumbers, trimRequestText } from '../http/input-checks.ts';
import type { Operation, Services } from './context.ts';
import type { SessionUser } from '../auth/tokens.ts';
import { isOperator } from '../admin/operators.ts';
import { rolesOf, suspendedError, type UserRow } from '../handlers/users.ts';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function sessionUser(services: Services, request: FastifyRequest, auth: string): Promise<SessionUser | undefined> {
  const token = bearer(request);
  if (!token) {
    if (auth === 'public') return undefined;
    throw sessionInvalid();
  }
  try {
    const user = await services.tokens.verifyAccess(token);
    // A suspended account's tokens are refused at once (decision 0039); on a public call it reads as signed out.
    const account = await services.db
      .selectFrom('front_user')
      .select(['isSuspended', 'suspendReason', 'roles'])
      .where('frontUserId', '=', user.frontUserId)
      .executeTakeFirst();
    if (Number(account?.isSuspended ?? 0) === 1) throw suspendedError(account?.suspendReason ?? '');
    // Roles are read with the same row, so a role an operator grants (decision 0058) works at once.
    return account ? { ...user, roles: rolesOf(account as UserRow) } : user;
  } catch (error) {
    // A stale token on a public call still gets the public answer.
    if (auth === 'public') return undefined;
    throw error;
  }
}

/** A QUERY request carries its input as a JSON body; it joins the query string, so one schema checks both. */
async function mergeQueryBody(request: FastifyRequest): Promise<void> {
  if (request.method === 'QUERY' && request.body && typeof request.body === 'object')
    request.query = { ...(request.query as object), ...(request.body as object) };
}

/** Takes one from the user's budget of `kind`, or answers 429 with Retry-After (decision 0025). */
async function takeLimit(services: Services, reply: FastifyReply, kind: WriteKind, userId: string): Promise<() => void> {
  try {
    return await services.writeLimits.take(kind, userId);
  } catch (error) {
    if (error instanceof RateLimited) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    throw error;
  }
}

/** What Fastify sends with a reply it serialises itself; a serializer of our own sets it too. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Registers every call of generated/openapi.json under the instance's prefix, bound to its operation. */
export function registerRoutes(app: FastifyInstance, services: Services): void {
  app.addHook('preValidation', mergeQueryBody);
  app.addHook('preValidation', refuseControlCharacters);
  app.addHook('preValidation', trimRequestText);
  app.addHook('preHandler', refuseInfiniteNumbers);
  const publicReplies = createPublicReplies(services.changes);
  for (const call of documentedCalls()) {
    const id = call.operationId as OperationId;
    const op = operations[id];
    const method: string = op.method;
    const auth: string = op.auth;
    // A typed handler takes its call's input type; the route's schema has validated the input against the same document.
    const run = op.op === 'custom' ? (handlers[(op as { handler: keyof typeof handlers }).handler] as Operation) : genericOperation(id);
    const methods = method === 'QUERY' ? ['GET', 'QUERY'] : [call.method];
    const hasChecks = Object.keys(call.checks).length > 0;
    app.route({
      method: methods,
      // An OpenAPI {name} segment is Fastify's :name; static paths of the same prefix still win.
      url: call.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: {
        ...(call.querystring ? { querystring: call.querystring } : {}),
        ...(call.params ? { params: call.params } : {}),
        ...(call.body ? { body: call.body } : {}),
      },
      config: { operationId: id, patternMessages: call.patternMessages },
      handler: async (request, reply) => {
        // Anonymous GETs of public lists and statistics are tagged and kept (src/server/cache/public-replies.ts);
        // everything else (signed-in replies, tokens above all) is no-store.
        const kept = publicReplies.applies(op as CachedCall, request);
        if (kept) {
          const sent = publicReplies.serveKept(op as CachedCall, request, reply);
          if (sent) return sent;
        }
        const version = kept ? publicReplies.version(op as CachedCall) : '';
        const user = await sessionUser(services, request, auth);
        if (auth === 'agent' && !user?.roles.includes('agent')) throw forbidden('This needs the agent role');
        // The operator role is read from the database on every call, so a revoke takes effect at once.
        if (auth === 'operator' && !(user && (await isOperator(services.db, user.frontUserId)))) throw forbidden('This needs the operator role');
        const input = { ...((method === 'POST' ? request.body : request.query) ?? {}), ...(call.params ? (request.params as object) : {}) } as Record<
          string,
          unknown
        >;
        if (hasChecks) await checkCodes(services.db, call.checks, input);
        // A call whose manifest names a limit counts against the user's budget; a failed write gives it
        // back, a failed lookup does not (its "no such phone" is the answer being rationed).
        const limit = (op as { limit?: WriteKind }).limit;
        const taken = limit && user ? await takeLimit(services, reply, limit, user.frontUserId) : undefined;
        const giveBack = limit === 'phoneLookups' ? undefined : taken;
        let result;
        try {
          result = await run({ input, user, services, request, reply });
        } catch (error) {
          giveBack?.();
          throw error;
        }
        // A 200 is written by its documented schema (fast-json-stringify, Fastify's own compiler): only the
        // fields the document declares leave the server. Compiled on the call's first reply and kept on
        // the route, as the validators are, so a start compiles none (decision 0146).
        if (call.reply) reply.type(JSON_TYPE).serializer(reply.compileSerializationSchema(call.reply, '200'));
        if (kept) return publicReplies.keep(op as CachedCall, request, reply, version, ok(result.data, result.totalCount));
        reply.header('cache-control', 'no-store');
        return ok(result.data, result.totalCount);
      },
    });
  }
}
