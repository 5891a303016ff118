import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post, registerUser } from './helpers/calls.ts';
import { count, storeBody } from './helpers/cold-storage.ts';
import { creditCodeCheckChar } from '../../src/shared/validators/credit-code.ts';
import { checkCodes } from '../../src/server/engine/code-checks.ts';
import { idCardCheckDigit } from '../../src/shared/validators/id-card.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
});
afterAll(() => app.close());

const GOOD = `91370828MA3C${'00000'}`;
const creditCode = GOOD + creditCodeCheckChar(GOOD);

describe('a certified store’s unified social credit code (manifest check: creditCode)', () => {
  it('is kept when its check character is right, and may be left out', async () => {
    const reply = await post(app, '/v1/cold-storage-auth/add', storeBody({ creditCode }), owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.creditCode).toBe(creditCode);
    const without = await post(app, '/v1/cold-storage-auth/add', storeBody({ name: '金乡县胡集镇恒丰冷库' }), owner.accessToken);
    expect(without.status).toBe(200);
    expect(without.body.data.creditCode).toBeNull();
  });

  it('answers 400 naming the field to a wrong check character, on add and on update, and writes nothing', async () => {
    const before = await count(app, 'cold_storage_auth');
    const wrong = creditCode.slice(0, 17) + (creditCode[17] === '0' ? '1' : '0');
    const reply = await post(app, '/v1/cold-storage-auth/add', storeBody({ creditCode: wrong }), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('creditCode is not a unified social credit code (18 characters ending in its check character)');
    expect(await count(app, 'cold_storage_auth')).toBe(before);
    const id = (await post(app, '/v1/cold-storage-auth/add', storeBody({ name: '金乡县丰源冷库' }), owner.accessToken)).body.data.coldStorageAuthId;
    const update = await post(app, '/v1/cold-storage-auth/update', { coldStorageAuthId: id, creditCode: 'ABC' }, owner.accessToken);
    expect(update.status).toBe(400);
    expect(update.body.msg).toMatch(/^creditCode is not a unified social credit code/);
  });

  it('needs a signed-in user before anything is checked', async () => {
    expect((await post(app, '/v1/cold-storage-auth/add', storeBody({ creditCode: 'x' }))).status).toBe(401);
  });
});

describe('an ID card’s address code, looked up in the division table', () => {
  const card = (first17: string) => first17 + idCardCheckDigit(first17);

  it('takes a county of the table, or a county code of a city the table has', async () => {
    await expect(checkCodes(app.services.db, { idCard: 'idCard' }, { idCard: card('37082819900307803') })).resolves.toBeUndefined();
    await expect(checkCodes(app.services.db, { idCard: 'idCard' }, { idCard: card('37089919900307803') })).resolves.toBeUndefined();
  });

  it('refuses a plausible code of no place in the table, naming the field', async () => {
    await expect(checkCodes(app.services.db, { idCard: 'idCard' }, { idCard: card('37990119900307803') })).rejects.toThrow(
      'idCard has an address code (its first six digits) that is no county of China',
    );
  });
});
