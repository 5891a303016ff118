import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Serialize = (data: unknown) => string;
type Compile = (route: { schema: unknown; method: string; url: string; httpStatus: string }) => Serialize;
type BuildSerializer = (externalSchemas: unknown, options: unknown) => Compile;
type FastifyBuildSerializer = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/**
 * Fastify's own serializer compiler (fast-json-stringify from each reply's documented schema),
 * compiling a route's serializer on its first reply instead of at start, as the validators are.
 */
export function lazySerializers(): FastifyBuildSerializer {
  const pool = SerializerSelector() as unknown as BuildSerializer;
  const build: BuildSerializer = (externalSchemas, options) => {
    const compile = pool(externalSchemas, options);
    return (route) => {
      let compiled: Serialize | undefined;
      return (data) => (compiled ??= compile(route))(data);
    };
  };
  return build as unknown as FastifyBuildSerializer;
}
