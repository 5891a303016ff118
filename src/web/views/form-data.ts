import { app } from '../../../generated/app.ts';
import { routes, type RouteId } from '../../../generated/routes.ts';
import type { FormDescriptor, FormSubmit, Row } from '../../shared/view-types.ts';
import { locationFor } from '../router/paths.ts';
import type { FormSchema } from './form-schema.ts';

export type FormValues = Record<string, unknown>;

/** Nothing to show or send: null, '', or an empty object (the seed's "no avatar" is {}). */
function isBlank(value: unknown): boolean {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return Object.keys(value).length === 0;
  return value === null || value === undefined || value === '';
}

/** A profile value worth copying: not blank, and not the empty object an unset avatar is. */
function hasValue(value: unknown): boolean {
  if (isBlank(value)) return false;
  return typeof value !== 'object' || Array.isArray(value) || Object.keys(value as object).length > 0;
}

/** Only the form's own fields, without empty values (a null would fail the schema's type check). */
export function pickFields(source: Row, fields: readonly string[]): FormValues {
  return Object.fromEntries(fields.flatMap((f) => (isBlank(source[f]) ? [] : [[f, source[f]]])));
}

/** Fills blank fields from the session user ('user.<property>') or the route's params ('params.<name>'). */
export function applyPrefill(
  data: FormValues,
  prefill: Readonly<Record<string, string>>,
  user: unknown,
  params: Readonly<Record<string, unknown>> = {},
): FormValues {
  const profile = user && typeof user === 'object' ? (user as Record<string, unknown>) : {};
  const next = { ...data };
  for (const [field, source] of Object.entries(prefill)) {
    const value = source.startsWith('user.')
      ? profile[source.slice('user.'.length)]
      : source.startsWith('params.')
        ? params[source.slice('params.'.length)]
        : undefined;
    if (isBlank(next[field]) && hasValue(value)) next[field] = value;
  }
  return next;
}

/**
 * Free-text fields that had a value when the form opened (loaded or prefilled) and are blank now:
 * they are sent as '' so the change clears them (rjsf drops emptied inputs from the form data).
 */
export function clearedTextFields(loaded: FormValues, data: FormValues, schema: FormSchema): string[] {
  return Object.keys(loaded).filter((field) => {
    const prop = schema.properties[field];
    const freeText = prop?.type === 'string' && !prop.enum && !prop.pattern && !prop.format && !prop.minLength;
    return freeText && !isBlank(loaded[field]) && isBlank(data[field]);
  });
}

/**
 * What is posted: the form's fields with values, cleared text as '', the submit button's own values,
 * and the id of an edited record (a form editing the caller's own record has none).
 */
export function submitPayload(
  data: FormValues,
  fields: readonly string[],
  cleared: readonly string[] = [],
  edit?: { idField: string; id: string },
  set: Readonly<Record<string, unknown>> = {},
): FormValues {
  const payload = { ...pickFields(data, fields), ...set };
  for (const field of cleared) payload[field] = '';
  return edit ? { ...payload, [edit.idField]: edit.id } : payload;
}

const matches = (record: Row, values: Readonly<Record<string, unknown>>) => Object.entries(values).every(([k, v]) => record[k] === v);

/** The submit buttons to show: `when` needs a loaded record with those values, `unless` hides on one. */
export function visibleSubmits(submits: readonly FormSubmit[], record: Row | undefined): FormSubmit[] {
  return submits.filter(
    (s) => (!s.when || (record !== undefined && matches(record, s.when))) && !(s.unless && record !== undefined && matches(record, s.unless)),
  );
}

const routeIds = new Set<string>(routes.map((r) => r.id));

/** An in-app place to go after signing in: a route id or a path inside the app, never another site. */
export function redirectTarget(redirect: unknown): string | undefined {
  if (typeof redirect !== 'string' || redirect === '') return undefined;
  if (routeIds.has(redirect)) return locationFor(redirect as RouteId);
  return redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;
}

export type AfterSubmit = { kind: 'go'; to: string; replace: boolean } | { kind: 'back' };

/** Where a successful submit leads, from the form's `then` and the reply's data. */
export function afterSubmit(then: FormDescriptor['then'], reply: unknown, ctx: { idField?: string; id?: string; redirect?: unknown }): AfterSubmit {
  if (then.session) return { kind: 'go', to: redirectTarget(ctx.redirect) ?? app.homeRoute, replace: true };
  if (then.route && routeIds.has(then.route)) {
    const data = reply && typeof reply === 'object' ? (reply as Row) : {};
    const replyId = ctx.idField ? data[ctx.idField] : undefined;
    const id = isBlank(replyId) ? ctx.id : String(replyId);
    const params = ctx.idField && id !== undefined ? { [then.param ?? ctx.idField]: id } : undefined;
    return { kind: 'go', to: locationFor(then.route as RouteId, params), replace: then.replace ?? false };
  }
  return { kind: 'back' };
}
