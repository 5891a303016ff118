import { describe, expect, it } from 'vitest';
import { documentedCalls } from '../../../src/server/engine/route-schemas.ts';
import { lazySerializers } from '../../../src/server/http/lazy-serializers.ts';
import { ok } from '../../../src/server/http/envelope.ts';

const calls = documentedCalls();
const compile = (schema: unknown) => lazySerializers()({}, {})({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('reply serialisers', () => {
  it('are registered for every call from its documented envelope', () => {
    expect(calls.filter((c) => !c.reply).map((c) => c.operationId)).toEqual([]);
    expect(calls.length).toBeGreaterThan(150);
  });

  it('send the fields the document declares and leave out any it does not', () => {
    const list = calls.find((c) => c.operationId === 'buySell.findByPage')!;
    const row = { buySellId: '42', varietiesName: '金乡红皮蒜', passwordHash: 'never sent', internalNote: 'nor this' };
    const sent = JSON.parse(compile(list.reply)(ok([row], 1))) as { data: Record<string, unknown>[]; totalCount: number };
    expect(sent.totalCount).toBe(1);
    expect(sent.data[0]).toMatchObject({ buySellId: '42', varietiesName: '金乡红皮蒜' });
    expect(sent.data[0]).not.toHaveProperty('passwordHash');
    expect(sent.data[0]).not.toHaveProperty('internalNote');
  });

  it('refuse a reply that lacks a field the document requires', () => {
    const list = calls.find((c) => c.operationId === 'buySell.findByPage')!;
    expect(() => compile(list.reply)({ success: true, data: [] })).toThrow(/required/);
  });
});
