import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { failure } from '../http/envelope.ts';
import { ErrorCode } from '../../shared/error-codes.ts';

type ValidationItem = { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string };

/** "phone must be an 11-digit mobile number…", naming the field as the manifest does. */
export function validationMessage(items: ValidationItem[], patternMessages: Record<string, string>): string {
  const first = items[0];
  if (!first) return 'the request is invalid';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = first.keyword === 'required' ? [path, String(first.params.missingProperty)].filter(Boolean).join('.') : path;
  if (first.keyword === 'required') return `${field} is required`;
  if (first.keyword === 'additionalProperties') {
    const unknown = [path, String(first.params.additionalProperty)].filter(Boolean).join('.');
    return `${unknown} is not a field of this call`;
  }
  if (!field) return `the request ${first.message ?? 'is invalid'}`;
  const top = field.split('.')[0]!;
  if (first.keyword === 'pattern' && patternMessages[top]) return `${field} ${patternMessages[top]}`;
  // Text is trimmed before it is checked, so an empty required text is spaces or nothing: say so.
  if (first.keyword === 'minLength' && first.params.limit === 1) return `${field} must not be blank`;
  if (first.keyword === 'enum') return `${field} must be one of ${(first.params.allowedValues as unknown[]).map(String).join(', ')}`;
  return `${field} ${first.message ?? 'is invalid'}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(failure(error.code, error.message));
    if (error.validation) {
      const config = (request.routeOptions.config ?? {}) as { patternMessages?: Record<string, string> };
      const msg = validationMessage(error.validation as ValidationItem[], config.patternMessages ?? {});
      return reply.status(400).send(failure(ErrorCode.badRequest, msg));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send(failure(ErrorCode.serverError, 'Something went wrong on the server; please try again'));
    }
    if (status === 413) return reply.status(413).send(failure(ErrorCode.tooLarge, error.message));
    return reply.status(status).send(failure(status === 404 ? ErrorCode.notFound : ErrorCode.badRequest, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(ErrorCode.notFound, `${request.method} ${request.url.split('?')[0]} does not exist`));
  });
}
