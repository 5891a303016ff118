import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';

// The engine names tables and columns at run time, from the manifests: these views of the database
// carry no table types. Everything else uses the typed `Db` of database.ts.
/* eslint-disable @typescript-eslint/no-explicit-any -- tables and columns named at run time */
export type DynamicDb = Kysely<any>;
export type DynamicExpressions = ExpressionBuilder<any, any>;
export type DynamicSelect<Output> = SelectQueryBuilder<any, any, Output>;
/* eslint-enable @typescript-eslint/no-explicit-any */
