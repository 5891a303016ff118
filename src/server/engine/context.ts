import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { SessionUser, TokenService } from '../auth/tokens.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { LoginThrottles } from '../auth/login-throttle.ts';
import type { DataChanges } from '../cache/data-changes.ts';
import type { WriteBudget } from './write-limits.ts';
import type { RunOnce } from '../cluster/job-lock.ts';
import type { HandlerName, operations } from '../../../generated/operations.ts';
import type { OperationData, ValidatedInput } from '../../../generated/operation-types.ts';

export interface Services {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  tokens: TokenService;
  storage: FileStorage;
  /** Wrong passwords per phone and address, per address, and per phone from new addresses (decision 0026). */
  loginThrottle: LoginThrottles;
  /** Per-user write limits of the calls whose manifest names a `limit` (decision 0025). */
  writeLimits: WriteBudget;
  /** Tables whose rows changed: write paths touch, caches and jobs read (src/server/cache/data-changes.ts). */
  changes: DataChanges;
  /** Wrap a scheduled job's timer body in it: the work runs on one instance (decision 0068, src/server/cluster/job-lock.ts). */
  runOnce: RunOnce;
  /** Runs start-up work (seeding) as the only instance doing it; the others wait (PostgreSQL advisory lock). */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}

export interface CallContext<I = Record<string, unknown>> {
  input: I;
  /** The signed-in user, when the call's auth is not public (or a bearer token was sent). */
  user: SessionUser | undefined;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallResult {
  data: unknown;
  totalCount?: number;
}

export type Operation = (ctx: CallContext) => Promise<CallResult>;

/** The operation ids whose manifest names this handler. */
type OperationsOf<H extends HandlerName> = {
  [Id in keyof typeof operations]: (typeof operations)[Id] extends { handler: H } ? Id : never;
}[keyof typeof operations];

/** A handler's context: its input is the call's validated query, path and body, typed from the operation id. */
export type HandlerContext<H extends HandlerName> = CallContext<ValidatedInput<OperationsOf<H>>>;

/** A handler's answer: `data` is the reply the OpenAPI document promises for that operation. */
export interface HandlerResult<H extends HandlerName> {
  data: OperationData<OperationsOf<H>>;
  totalCount?: number;
}

/** A manifest's `handler:`, typed from the operation id that names it. */
export type Handler<H extends HandlerName> = (ctx: HandlerContext<H>) => Promise<HandlerResult<H>>;

export function requireUser(ctx: CallContext<unknown>): SessionUser {
  if (!ctx.user) throw new Error('requireUser on a public call');
  return ctx.user;
}
