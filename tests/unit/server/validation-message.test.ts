import { describe, it, expect } from 'vitest';
import { validationMessage } from '../../../src/server/plugins/errors.ts';

type Item = Parameters<typeof validationMessage>[0][number];

const PHONE = 'must be an 11-digit mobile number starting with 13–19';
const messages = { phone: PHONE };

// Items shaped as ajv 8 reports them to Fastify (allErrors off, so usually one).
const cases: { name: string; items: Item[]; want: string }[] = [
  { name: 'no items', items: [], want: 'the request is invalid' },
  {
    name: 'a missing top-level field',
    items: [{ instancePath: '', keyword: 'required', params: { missingProperty: 'password' }, message: "must have required property 'password'" }],
    want: 'password is required',
  },
  {
    name: 'a pattern with a manifest message',
    items: [{ instancePath: '/phone', keyword: 'pattern', params: { pattern: '^1[3-9]\\d{9}$' }, message: 'must match pattern "^1[3-9]\\d{9}$"' }],
    want: `phone ${PHONE}`,
  },
  {
    name: 'a pattern without a manifest message',
    items: [{ instancePath: '/code', keyword: 'pattern', params: { pattern: '^[A-Za-z0-9_-]+$' }, message: 'must match pattern "^[A-Za-z0-9_-]+$"' }],
    want: 'code must match pattern "^[A-Za-z0-9_-]+$"',
  },
  {
    name: 'a nested field, named by its dotted path',
    items: [{ instancePath: '/avatarFile/filePath', keyword: 'pattern', params: { pattern: '^/files/' }, message: 'must match pattern "^/files/"' }],
    want: 'avatarFile.filePath must match pattern "^/files/"',
  },
  {
    name: 'an enum, listing the allowed values',
    items: [
      { instancePath: '/regionId', keyword: 'enum', params: { allowedValues: ['370828', '320382'] }, message: 'must be equal to one of the allowed values' },
    ],
    want: 'regionId must be one of 370828, 320382',
  },
  {
    name: 'a length limit',
    items: [{ instancePath: '/password', keyword: 'minLength', params: { limit: 8 }, message: 'must NOT have fewer than 8 characters' }],
    want: 'password must NOT have fewer than 8 characters',
  },
  {
    name: 'an empty text that must have one character (blank once trimmed)',
    items: [{ instancePath: '/contacts', keyword: 'minLength', params: { limit: 1 }, message: 'must NOT have fewer than 1 characters' }],
    want: 'contacts must not be blank',
  },
  {
    name: 'a rule on the whole request',
    items: [{ instancePath: '', keyword: 'minProperties', params: { limit: 1 }, message: 'must NOT have fewer than 1 properties' }],
    want: 'the request must NOT have fewer than 1 properties',
  },
  {
    name: 'a whole-request rule without a message',
    items: [{ instancePath: '', keyword: 'type', params: { type: 'object' } }],
    want: 'the request is invalid',
  },
  {
    name: 'a field rule without a message',
    items: [{ instancePath: '/nickname', keyword: 'type', params: { type: 'string' } }],
    want: 'nickname is invalid',
  },
  {
    name: 'a missing field inside an object, named with its parent',
    items: [{ instancePath: '/avatarFile', keyword: 'required', params: { missingProperty: 'filePath' }, message: "must have required property 'filePath'" }],
    want: 'avatarFile.filePath is required',
  },
  {
    name: 'an unknown top-level field',
    items: [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'publishUserId' }, message: 'must NOT have additional properties' },
    ],
    want: 'publishUserId is not a field of this call',
  },
  {
    name: 'an unknown field of a row of a list',
    items: [
      {
        instancePath: '/priceList/0',
        keyword: 'additionalProperties',
        params: { additionalProperty: 'discount' },
        message: 'must NOT have additional properties',
      },
    ],
    want: 'priceList.0.discount is not a field of this call',
  },
];

describe('validationMessage', () => {
  it.each(cases)('$name → "$want"', ({ items, want }) => {
    expect(validationMessage(items, messages)).toBe(want);
  });

  it('uses only the first item', () => {
    const items: Item[] = [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'phone' } },
      { instancePath: '', keyword: 'required', params: { missingProperty: 'password' } },
    ];
    expect(validationMessage(items, messages)).toBe('phone is required');
  });

  it('takes the pattern message of the field, not of another one', () => {
    const item: Item = { instancePath: '/wxOpenid', keyword: 'pattern', params: {}, message: 'must match pattern "^[A-Za-z0-9_-]+$"' };
    expect(validationMessage([item], messages)).toBe('wxOpenid must match pattern "^[A-Za-z0-9_-]+$"');
  });
});
