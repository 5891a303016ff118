import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeProblem } from '../../../../src/shared/validators/code-check.ts';
import { creditCodeCheckChar } from '../../../../src/shared/validators/credit-code.ts';
import { organizationCodeCheckChar } from '../../../../src/shared/validators/organization-code.ts';
import { idCardCheckDigit } from '../../../../src/shared/validators/id-card.ts';
import { codeCheckErrors } from '../../../../src/web/views/form-errors.ts';
import type { FormSchema } from '../../../../src/web/views/form-schema.ts';

describe('codeProblem', () => {
  it('passes valid codes of each kind', () => {
    const id = '37082819900307803';
    expect(codeProblem('idCard', id + idCardCheckDigit(id))).toBeUndefined();
    expect(codeProblem('creditCode', '91350100M000100Y43')).toBeUndefined();
    expect(codeProblem('organizationCode', `D2143569-${organizationCodeCheckChar('D2143569')}`)).toBeUndefined();
  });

  it('names what is wrong, with the expected check character of an organisation code', () => {
    expect(codeProblem('idCard', '123')).toEqual({ kind: 'idCard', problem: 'format' });
    expect(codeProblem('creditCode', '91350100M000100Y44')).toEqual({ kind: 'creditCode' });
    const expected = organizationCodeCheckChar('D2143569');
    const wrong = expected === '1' ? '2' : '1';
    expect(codeProblem('organizationCode', `D2143569-${wrong}`)).toEqual({ kind: 'organizationCode', expected });
    expect(codeProblem('organizationCode', 'x')).toEqual({ kind: 'organizationCode' });
  });

  it('refuses a credit code with any one character changed', () => {
    const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const first17 = '91350100M000100Y4';
    const good = first17 + creditCodeCheckChar(first17);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 17 }), fc.constantFrom(...CHARSET), (at, c) => {
        const changed = good.slice(0, at) + c + good.slice(at + 1);
        return changed === good || codeProblem('creditCode', changed) !== undefined;
      }),
    );
  });
});

describe('codeCheckErrors (the form)', () => {
  const schema = {
    type: 'object',
    required: [],
    properties: {
      creditCode: { type: 'string', 'x-check': 'creditCode', 'x-label': { en: 'Credit code', zh: '统一社会信用代码' } },
      orgCode: { type: 'string', 'x-check': 'organizationCode', 'x-label': { en: 'Organisation code', zh: '组织机构代码' } },
      idCard: { type: 'string', 'x-check': 'idCard', 'x-label': { en: 'ID card', zh: '身份证号' } },
      name: { type: 'string' },
    },
  } as unknown as FormSchema;

  it('says what is wrong in both languages, naming the field by its label, and leaves blank and valid fields alone', () => {
    const data = { creditCode: '91350100M000100Y44', orgCode: 'D2143569-0', idCard: '', name: 'x' };
    const en = codeCheckErrors(schema, data, 'en');
    expect(en.creditCode).toBe('Credit code is not a valid unified social credit code');
    expect(en.orgCode).toMatch(/^Organisation code: the check character should be [0-9X]$/);
    expect(en.idCard).toBeUndefined();
    expect(codeCheckErrors(schema, { idCard: '99010119900307803X' }, 'zh').idCard).toBe('身份证号前6位不是有效的地区代码');
    expect(codeCheckErrors(schema, { creditCode: '91350100M000100Y43' }, 'en')).toEqual({});
  });
});
