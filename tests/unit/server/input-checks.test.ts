import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CONTROL_CHARACTERS, controlCharacterAt, infiniteNumberAt, trimText } from '../../../src/server/http/input-checks.ts';
import { boundNumbers, INTEGER_RANGE, NUMBER_RANGE } from '../../../codegen/call-inputs.ts';

describe('controlCharacterAt', () => {
  it('names the first string holding a control character by its dotted path', () => {
    expect(controlCharacterAt({ a: 'fine', b: { c: ['ok', 'x\u0000y'] } })).toBe('b.c.1');
    expect(controlCharacterAt('a\u001bb')).toBe('');
    expect(controlCharacterAt({ ['k\u0007']: 1 })).toBe('k\u0007');
  });

  it('lets tab, line feed, carriage return and every printable character through', () => {
    expect(controlCharacterAt({ text: '一行\n二行\r\n\t三行 😀 ¥ ‰' })).toBeUndefined();
    expect(controlCharacterAt({ n: 1, b: true, z: null })).toBeUndefined();
  });

  it('finds every C0 (but tab, LF, CR), DEL and C1 character', () => {
    for (let code = 0; code < 0xa0; code++) {
      const c = String.fromCharCode(code);
      const control = code < 0x20 ? ![9, 10, 13].includes(code) : code >= 0x7f;
      expect(CONTROL_CHARACTERS.test(c), `U+${code.toString(16)}`).toBe(control);
    }
  });

  it('never names a path for strings without control characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !CONTROL_CHARACTERS.test(s)),
        (s) => controlCharacterAt({ s }) === undefined,
      ),
    );
  });
});

describe('infiniteNumberAt', () => {
  it('names infinite numbers and NaN, and passes finite ones', () => {
    expect(infiniteNumberAt({ page: Infinity })).toBe('page');
    expect(infiniteNumberAt({ list: [1, { x: -Infinity }] })).toBe('list.1.x');
    expect(infiniteNumberAt({ n: NaN })).toBe('n');
    expect(infiniteNumberAt({ a: 1e308, b: -5, c: '1e400' })).toBeUndefined();
  });
});

describe('boundNumbers', () => {
  it('gives unbounded integers and numbers of an input their column ranges, keeping declared bounds', () => {
    const schema = boundNumbers({
      type: 'object',
      properties: {
        count: { type: 'integer' },
        price: { type: 'number', minimum: 0 },
        page: { type: 'integer', minimum: 1, maximum: 100 },
        list: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer', exclusiveMaximum: 5 } } } },
        choice: { type: 'string', enum: ['a'], default: 'a' },
      },
    });
    expect(schema.properties.count).toEqual({ type: 'integer', ...INTEGER_RANGE });
    expect(schema.properties.price).toEqual({ type: 'number', minimum: 0, maximum: NUMBER_RANGE.maximum });
    expect(schema.properties.page).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(schema.properties.list.items.properties.n).toEqual({ type: 'integer', exclusiveMaximum: 5, minimum: INTEGER_RANGE.minimum });
    expect(schema.properties.choice).toEqual({ type: 'string', enum: ['a'], default: 'a' });
  });
});

describe('trimText', () => {
  it('trims every string at both ends, in objects and arrays, and keeps the lines inside', () => {
    const body = { name: '  王老板 ', rows: [{ note: '\t一行\n二行 ' }], n: 3, none: null, tags: [' a ', 'b'] };
    expect(trimText(body)).toEqual({ name: '王老板', rows: [{ note: '一行\n二行' }], n: 3, none: null, tags: ['a', 'b'] });
  });

  it('keeps a password as typed', () => {
    expect(trimText({ password: ' pass word ', oldPassword: ' x ', newPassword: ' y ' })).toEqual({
      password: ' pass word ',
      oldPassword: ' x ',
      newPassword: ' y ',
    });
  });
});
