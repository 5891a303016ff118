import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { errorPath, friendlyMessage, transformFormErrors, trimmedTextErrors } from '../../../../src/web/views/form-errors.ts';

const regist = await loadForm('entry/regist');
const add = await loadForm('transaction/transaction-add');
const edit = await loadForm('transaction/transaction-edit');

function messages(form: typeof add, data: Record<string, unknown>, lang: 'en' | 'zh') {
  const result = form.validator.validateFormData(data, form.schema, undefined, (errors) => transformFormErrors(errors, form.schema, lang));
  return Object.fromEntries(result.errors.map((e) => [errorPath(e).join('.'), e.message]));
}

describe('transformFormErrors with the precompiled validators', () => {
  it('names the field and uses x-patternMessage for pattern errors', () => {
    const en = messages(regist, { phone: '12345', password: 'longenough', wxOpenid: 'openid_1' }, 'en');
    expect(en).toEqual({ phone: 'Mobile phone must be an 11-digit mobile number starting with 13–19' });
    const zh = messages(regist, { phone: '12345', password: 'longenough', wxOpenid: 'openid_1' }, 'zh');
    expect(zh).toEqual({ phone: '手机号须为1开头的11位手机号' });
  });

  it('explains required fields, lengths and choices', () => {
    expect(messages(regist, { password: 'short' }, 'en')).toEqual({
      phone: 'Mobile phone is required',
      wxOpenid: 'WeChat openid is required',
      password: 'Password must be at least 8 characters',
    });
    const zh = messages(add, { contacts: '', price: 0, quantity: 1 }, 'zh');
    expect(zh.transactionType).toBe('请选择买卖类型');
    expect(zh.contacts).toBe('请填写联系人');
    expect(zh.price).toBe('价格不能小于0.01');
    expect(zh.contactPhone).toBe('请填写联系电话');
  });

  it('explains decimals, bounds and nested file errors', () => {
    const en = messages(add, { price: 1.234, quantity: 2000000, fileInfoList: [{ fileName: 'a', filePath: 'ftp://x' }] }, 'en');
    expect(en.price).toBe('Price may have at most 2 decimal places');
    expect(en.quantity).toBe('Quantity must be at most 1000000');
    expect(en['fileInfoList.0.filePath']).toBe('Photos is not valid');
  });

  it('falls back to a generic message naming the label', () => {
    const error: RJSFValidationError = { name: 'const', property: '.supplement', message: 'x', stack: 'x', params: {} };
    expect(friendlyMessage(error, add.schema, 'en')).toBe('Notes is not valid');
    expect(friendlyMessage({ ...error, name: 'type', params: { type: 'number' }, property: '.price' }, add.schema, 'zh')).toBe('价格必须是数字');
  });
});

describe('trimmedTextErrors: text judged as the server stores it', () => {
  it("marks the entity's required fields required in an edit form too", () => {
    expect(edit.schema.required).toEqual(expect.arrayContaining(['transactionType', 'varietiesId', 'price', 'quantity', 'contacts', 'contactPhone']));
    expect(edit.schema.required).not.toContain('supplement');
  });

  it("says a required field of spaces only is required, in the user's language", () => {
    expect(trimmedTextErrors(add.schema, { contacts: '   ' }, 'en')).toEqual({ contacts: 'Contact person is required' });
    expect(trimmedTextErrors(edit.schema, { contacts: '\t  ' }, 'zh')).toEqual({ contacts: '请填写联系人' });
  });

  it('leaves optional blank text, text with a value, and untouched empty fields to the schema', () => {
    expect(trimmedTextErrors(add.schema, { supplement: '   ', contacts: ' 王 ', goodsAddress: '' }, 'en')).toEqual({});
  });

  it('counts a minimum length without the spaces around the text, but a password as typed', () => {
    expect(trimmedTextErrors(regist.schema, { wxOpenid: '  abc   ', nickname: ' 王 ' }, 'en')).toEqual({
      wxOpenid: 'WeChat openid must be at least 6 characters',
    });
    expect(trimmedTextErrors(regist.schema, { password: 'abc' + ' '.repeat(10) }, 'en')).toEqual({});
  });
});
