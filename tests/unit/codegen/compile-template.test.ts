import { describe, expect, it } from 'vitest';
import { compileTemplate } from '../../../codegen/compile-template.ts';
import type { TemplateHelpers } from '../../../src/shared/view-types.ts';

const helpers: TemplateHelpers = {
  text: (v) => (v === null || v === undefined ? '' : String(v)),
  dict: (code, id) => `${code}#${String(id)}`,
  enum: (field, v) => `${field}=${String(v)}`,
  flag: (field, v) => (v === true ? `<${field}>` : ''),
  label: (field) => `«${field}»`,
  unit: (field) => `[${field}]`,
  num: (v) => Number(v).toFixed(2),
  pct: (v) => `${Number(v)}%`,
  money: (v) => `¥${Number(v) / 100}`,
  short: (v) => `${Number(v) / 10000}万`,
  ago: () => 'just now',
  date: (v) => String(v).slice(0, 10),
  tr: (v) => `tr(${String(v)})`,
  labelled: (f, v) => `${f}:${String(v)}`,
  place: (...args) => `place(${args.map(String).join('|')})`,
  month: (v) => `month(${String(v)})`,
};

function run(source: string, row: Record<string, unknown>): string {
  const { code } = compileTemplate(source);
  // The compiled expression is what codegen writes into generated/lists.ts; evaluated here only to check it.
  return (new Function('r', 'h', `return ${code};`) as (r: unknown, h: TemplateHelpers) => string)(row, helpers);
}

describe('compileTemplate', () => {
  it.each([
    ['plain text', 'Garlic', {}, 'Garlic'],
    ['a field', '{{contacts}} 老板', { contacts: '王' }, '王 老板'],
    ['a missing field', '[{{contacts}}]', {}, '[]'],
    ['dict helper', "{{dict 'varieties' varietiesId}}", { varietiesId: '1' }, 'varieties#1'],
    ['enum and unit', "{{enum 'transactionType' t}} {{num price}}{{unit 'price'}}", { t: '2', price: 2.5 }, 'transactionType=2 2.50[price]'],
    ['money and short', '{{money cents}} / {{short n}}', { cents: 12345, n: 20000 }, '¥123.45 / 2万'],
    ['label and pct', "{{label 'yoy'}} {{pct yoy}}", { yoy: 8.5 }, '«yoy» 8.5%'],
    ['label and flag', "{{label 'workingYears'}} {{flag 'isAuth' isAuth}}", { isAuth: true }, '«workingYears» <isAuth>'],
    [
      'place with codes and names',
      '{{place cityCode city countyCode county}}',
      { cityCode: '3708', city: '济宁市', countyCode: '370828', county: '金乡县' },
      'place(3708|济宁市|370828|金乡县)',
    ],
  ])('%s', (_name, source, row, want) => {
    expect(run(source, row)).toBe(want);
  });

  it('lists the fields a template reads', () => {
    expect(compileTemplate("{{a}} {{dict 'x' b}} {{num c}}").fields).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['an unknown helper', '{{shout name}}', 'unknown helper "shout"'],
    ['a block', '{{#if a}}x{{/if}}', 'only {{field}} and {{helper args}} are allowed'],
    ['a helper without arguments', '{{ago}}', 'helper "ago" needs arguments'],
  ])('refuses %s', (_name, source, message) => {
    expect(() => compileTemplate(source)).toThrow(message);
  });
});
