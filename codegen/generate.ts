import openapiTS, { astToString } from 'openapi-typescript';
import type { SpecModel } from './model-types.ts';
import { emitOpenApi } from './emit/openapi.ts';
import {
  emitApp,
  emitClientOperations,
  emitConsole,
  emitConsoleOperations,
  emitEnumLabels,
  emitDetails,
  emitEntities,
  emitLists,
  emitOperations,
  emitRoutes,
} from './emit/registries.ts';
import { emitForm, emitFormIndex, formModuleName, formRoutes } from './emit/forms.ts';
import { emitDatabaseTypes, emitMigration, emitSchema } from './emit/migration.ts';
import { HEADER } from './emit/render.ts';
import { emitShares } from './emit/shares.ts';
import { emitOperationTypes } from './emit/operation-types.ts';
import { emitHubs } from './emit/hubs.ts';
import { emitCharts } from './emit/charts.ts';

/** Every file of generated/, by path relative to it. Pure: the same model gives the same bytes. */
export async function generate(model: SpecModel): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const openapi = emitOpenApi(model);
  files.set('openapi.json', openapi);
  const ast = await openapiTS(JSON.parse(openapi) as never, { alphabetize: true });
  files.set('api.d.ts', `${HEADER}\n${astToString(ast)}`);
  files.set('operation-types.ts', emitOperationTypes(openapi));
  files.set('app.ts', emitApp(model));
  files.set('operations.ts', emitOperations(model));
  files.set('client-operations.ts', emitClientOperations(model));
  files.set('console-operations.ts', emitConsoleOperations(model));
  files.set('enum-labels.ts', emitEnumLabels(model));
  files.set('entities.ts', emitEntities(model));
  files.set('routes.ts', emitRoutes(model));
  files.set('console.ts', emitConsole(model));
  files.set('lists.ts', emitLists(model));
  files.set('details.ts', emitDetails(model));
  files.set('shares.ts', emitShares(model));
  files.set('hubs.ts', emitHubs(model));
  files.set('charts.ts', emitCharts(model));
  files.set('forms/index.ts', emitFormIndex(model));
  for (const route of formRoutes(model)) files.set(`forms/${formModuleName(route.id)}.ts`, emitForm(route, model));
  files.set('migration.ts', emitMigration(model));
  files.set('schema.json', emitSchema(model));
  files.set('db.ts', emitDatabaseTypes(model));
  return files;
}
