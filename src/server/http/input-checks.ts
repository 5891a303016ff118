import type { FastifyRequest } from 'fastify';
import { badRequest } from './api-error.ts';
import { keptAsTyped } from '../../shared/kept-as-typed.ts';

/**
 * Control characters no text of the product holds: C0 but tab, line feed and carriage return (multi-line
 * text keeps its lines), DEL, and C1. PostgreSQL refuses NUL in text outright; the rest would be stored
 * and shown as garbage.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The dotted path of the first string (or object key) under `value` that holds a control character. */
export function controlCharacterAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return at;
    const found = controlCharacterAt(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A preValidation hook: the query, path and JSON body of every call are free of control characters. */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const at = controlCharacterAt(part);
    if (at !== undefined) throw badRequest(`${at || 'the request'} must not contain control characters`);
  }
}

/** The dotted path of the first number under `value` that is not finite (JSON's 1e400, a query's 9…9). */
export function infiniteNumberAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = infiniteNumberAt(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A preHandler hook: Ajv takes Infinity as an integer within any maximum, so after validation (and
 * its coercion of query strings) no number may be infinite.
 */
export async function refuseInfiniteNumbers(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const at = infiniteNumberAt(part);
    if (at !== undefined) throw badRequest(`${at || 'the request'} must be a finite number`);
  }
}

/** `value` with every string trimmed at both ends, in place, but under keys kept as typed. */
export function trimText(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (!(typeof item === 'string' && keptAsTyped(key))) record[key] = trimText(item);
  }
  return value;
}

/**
 * A preValidation hook: text is checked as it will be stored, so a name of spaces only fails its
 * minLength (and a required field's) instead of being stored blank.
 */
export async function trimRequestText(request: FastifyRequest): Promise<void> {
  if (request.body && typeof request.body === 'object') trimText(request.body);
  if (request.query && typeof request.query === 'object') trimText(request.query);
}
