import { describe, expect, it } from 'vitest';
import { app } from '../../../../generated/app.ts';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { afterSubmit, applyPrefill, clearedTextFields, pickFields, redirectTarget, submitPayload } from '../../../../src/web/views/form-data.ts';

const edit = await loadForm('transaction/transaction-edit');
const add = await loadForm('transaction/transaction-add');

describe('pickFields and applyPrefill', () => {
  it("keeps only the form's fields that have values", () => {
    const row = { buySellId: 'p1', publishUserId: 'u1', contacts: 'Wang', minTrading: null, supplement: '', price: 2 };
    expect(pickFields(row, edit.form.fields)).toEqual({ contacts: 'Wang', price: 2 });
  });

  it('fills blank fields from the session user as the descriptor maps them', () => {
    const user = { phone: '13800000000', nickname: 'Old Wang' };
    expect(applyPrefill({}, add.form.prefill, user)).toEqual({ contactPhone: '13800000000', contacts: 'Old Wang' });
    expect(applyPrefill({ contacts: 'Li' }, add.form.prefill, user)).toEqual({ contacts: 'Li', contactPhone: '13800000000' });
    expect(applyPrefill({}, add.form.prefill, {})).toEqual({});
    expect(applyPrefill({}, { x: 'session.token' }, { token: 't' })).toEqual({});
  });

  it('skips the empty object of an unset avatar, and copies a set one', () => {
    const prefill = { avatarFile: 'user.avatar' };
    expect(applyPrefill({}, prefill, { avatar: {} })).toEqual({});
    const avatar = { fileName: 'me.png', filePath: '/files/a.png' };
    expect(applyPrefill({}, prefill, { avatar })).toEqual({ avatarFile: avatar });
  });
});

describe('submitPayload of a prefilled form', () => {
  it('sends a cleared description as an empty string and no id', () => {
    expect(submitPayload({}, ['describe'], ['describe'])).toEqual({ describe: '' });
  });
});

describe('submitPayload', () => {
  it('posts the fields with values; an edit adds the id and clears emptied text', () => {
    const data = { contacts: 'Wang', price: 3, stray: 'x', supplement: undefined };
    expect(submitPayload(data, add.form.fields)).toEqual({ contacts: 'Wang', price: 3 });
    expect(submitPayload(data, edit.form.fields, ['supplement'], { idField: 'buySellId', id: 'p1' })).toEqual({
      contacts: 'Wang',
      price: 3,
      supplement: '',
      buySellId: 'p1',
    });
  });

  it('clears only free-text fields that had a value', () => {
    const loaded = { supplement: 'fresh', goodsAddress: 'x', contactPhone: '13800000000', price: 2, contacts: 'Wang' };
    const now = { price: undefined, contacts: undefined };
    expect(clearedTextFields(loaded, now, edit.schema)).toEqual(['supplement', 'goodsAddress']);
  });
});

describe('afterSubmit', () => {
  it('opens the created record, replacing the form in the history', () => {
    expect(afterSubmit(add.form.then, { buySellId: 'n9', price: 2 }, { idField: 'buySellId' })).toEqual({
      kind: 'go',
      to: '/pages/transaction/transaction-detail?params=' + encodeURIComponent('{"buySellId":"n9"}'),
      replace: true,
    });
  });

  it('falls back to the edited id when the reply has none', () => {
    const next = afterSubmit(edit.form.then, null, { idField: 'buySellId', id: 'p1' });
    expect(next).toMatchObject({ kind: 'go', to: expect.stringContaining(encodeURIComponent('"p1"')) });
  });

  it('goes to the redirect param after a session form, else home', () => {
    expect(afterSubmit({ session: true }, {}, { redirect: 'user/my-transaction-list' })).toEqual({
      kind: 'go',
      to: '/pages/user/my-transaction-list',
      replace: true,
    });
    expect(afterSubmit({ session: true }, {}, { redirect: '/pages/transaction/transaction-add' })).toMatchObject({ to: '/pages/transaction/transaction-add' });
    expect(afterSubmit({ session: true }, {}, {})).toEqual({ kind: 'go', to: app.homeRoute, replace: true });
  });

  it('goes back when told to or when nothing else is said', () => {
    expect(afterSubmit({ back: true }, {}, {})).toEqual({ kind: 'back' });
    expect(afterSubmit({}, {}, {})).toEqual({ kind: 'back' });
  });
});

describe('redirectTarget', () => {
  it('accepts route ids and in-app paths only', () => {
    expect(redirectTarget('transaction/sale-list')).toBe('/pages/transaction/sale-list');
    expect(redirectTarget('/pages/user/user')).toBe('/pages/user/user');
    expect(redirectTarget('//evil.example/x')).toBeUndefined();
    expect(redirectTarget('https://evil.example')).toBeUndefined();
    expect(redirectTarget(42)).toBeUndefined();
  });
});
