import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Compile = (route: { schema?: unknown; method: string; url: string; httpPart: string }) => Validate;
type BuildValidator = (externalSchemas: unknown, options: unknown) => Compile;
type FastifyBuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/**
 * Fastify's own validator compiler (the same Ajv and options), compiling each route's schema on the
 * route's first request instead of at start: 156 calls' schemas took most of a restart's time.
 */
export function lazyValidators(): FastifyBuildValidator {
  const pool = AjvCompiler() as unknown as BuildValidator;
  const build: BuildValidator = (externalSchemas, options) => {
    const compile = pool(externalSchemas, options);
    return (route) => {
      let compiled: Validate | undefined;
      const validate: Validate = (data) => {
        compiled ??= compile(route);
        const result = compiled(data);
        validate.errors = compiled.errors;
        return result;
      };
      return validate;
    };
  };
  return build as unknown as FastifyBuildValidator;
}
