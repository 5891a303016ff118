import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Factory<Route, Compiled> = (externalSchemas: unknown, options: unknown) => (route: Route) => Compiled;

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

/** Wraps a Fastify compiler factory so that each route's schema is compiled on its first use, not at start. */
function onFirstUse<Route, Compiled>(pool: Factory<Route, Compiled>, wrap: (compiled: () => Compiled) => Compiled): Factory<Route, Compiled> {
  return (externalSchemas, options) => {
    const compile = pool(externalSchemas, options);
    return (route) => {
      let compiled: Compiled | undefined;
      return wrap(() => (compiled ??= compile(route)));
    };
  };
}

/**
 * Fastify's own validator compiler (the same Ajv and options), compiling each route's schema on the
 * route's first request instead of at start: 156 calls' schemas took most of a restart's time.
 */
export function lazyValidators(): NonNullable<Compilers['buildValidator']> {
  const pool = AjvCompiler() as unknown as Factory<unknown, Validate>;
  const build = onFirstUse(pool, (compiled) => {
    const validate: Validate = (data) => {
      const result = compiled()(data);
      validate.errors = compiled().errors;
      return result;
    };
    return validate;
  });
  return build as unknown as NonNullable<Compilers['buildValidator']>;
}

/** Fastify's own serializer compiler (fast-json-stringify from each reply's documented schema), on a route's first reply. */
export function lazySerializers(): NonNullable<Compilers['buildSerializer']> {
  const pool = SerializerSelector() as unknown as Factory<unknown, Serialize>;
  const build = onFirstUse(
    pool,
    (compiled): Serialize =>
      (data) =>
        compiled()(data),
  );
  return build as unknown as NonNullable<Compilers['buildSerializer']>;
}
