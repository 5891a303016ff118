import { describe, expect, expectTypeOf, it } from 'vitest';
import type { operations, paths } from '../../../../generated/api.d.ts';
import { clientOperations, type OperationId, type OperationTable } from '../../../../generated/client-operations.ts';
import type { CallInput, OperationData } from '../../../../src/web/http/call-operation.ts';

type Registry = OperationTable;
type MethodOf<Id extends OperationId> = Registry[Id]['method'] extends 'POST' ? 'post' : 'get';
/** For every id, the route the registry names carries that very operation in the generated paths. */
type RouteMismatches = {
  [Id in OperationId]: Registry[Id]['path'] extends keyof paths ? (paths[Registry[Id]['path']][MethodOf<Id>] extends operations[Id] ? never : Id) : Id;
}[OperationId];

describe('operation types', () => {
  it('every registry route carries its operation, so callOperation may dispatch by the route', () => {
    expectTypeOf<RouteMismatches>().toEqualTypeOf<never>();
    expect(Object.keys(clientOperations).length).toBeGreaterThan(100);
  });

  it('input and reply come from the operation id', () => {
    expectTypeOf<CallInput<'ksceDivision.city'>>().toEqualTypeOf<{ code: string }>();
    expectTypeOf<OperationData<'ksceDivision.city'>>().toEqualTypeOf<
      operations['ksceDivision.city']['responses'][200]['content']['application/json']['data']
    >();
    // A required value may not be left out; an enum id is a plain string on the way in (decision 0125).
    expectTypeOf<CallInput<'priceAnalyseForecast.vote'>>().toHaveProperty('goodsId').toEqualTypeOf<string>();
    expectTypeOf<{ voteType: string }>().not.toExtend<CallInput<'priceAnalyseForecast.vote'>>();
  });
});
