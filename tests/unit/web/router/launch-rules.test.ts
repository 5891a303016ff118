import { describe, expect, it } from 'vitest';
import { locationFor } from '../../../../src/web/router/paths.ts';
import { cleanLaunchSearch, launchTarget, returnTarget } from '../../../../src/web/router/launch-rules.ts';

const shared = '/pages/transaction/transaction-detail?params=%7B%22buySellId%22%3A%227%22%7D';

describe('launchTarget', () => {
  it('sends an openid without an account to registration', () => {
    expect(launchTarget({ search: '?code=c&state=home', hash: '', registered: false })).toBe(locationFor('entry/regist'));
  });

  it('prefers registration over a shared page', () => {
    const search = `?code=c&state=home&shareUrl=${encodeURIComponent(shared)}`;
    expect(launchTarget({ search, hash: '', registered: false })).toBe(locationFor('entry/regist'));
  });

  it('follows a shared in-app path once the user is signed in or there is no code', () => {
    const search = `?shareUrl=${encodeURIComponent(shared)}`;
    expect(launchTarget({ search, hash: '', registered: true })).toBe(shared);
    expect(launchTarget({ search, hash: '', registered: null })).toBe(shared);
    expect(launchTarget({ search: '', hash: `#/?shareUrl=${encodeURIComponent(shared)}`, registered: null })).toBe(shared);
  });

  it('ignores a shared address outside the app', () => {
    expect(launchTarget({ search: `?shareUrl=${encodeURIComponent('https://evil.example/')}`, hash: '', registered: null })).toBeNull();
  });

  it('stays put with nothing to do', () => {
    expect(launchTarget({ search: '', hash: '#/pages/home/home', registered: null })).toBeNull();
  });
});

describe('back from WeChat sign-in (returnTo)', () => {
  const back = '/pages/user/user';
  const search = `?returnTo=${encodeURIComponent(back)}&code=c&state=home`;

  it('opens the page that asked for sign-in once signed in', () => {
    expect(launchTarget({ search, hash: '', registered: true })).toBe(back);
  });

  it('goes through registration first, which then opens it', () => {
    expect(launchTarget({ search, hash: '', registered: false })).toBe(locationFor('entry/regist', { redirect: back }));
  });

  it('is ignored without a sign-in code, so a crafted link cannot jump anywhere', () => {
    expect(launchTarget({ search: `?returnTo=${encodeURIComponent(back)}`, hash: '', registered: null })).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/pages/x', 'javascript:alert(1)', '/pages/a\\b', '/elsewhere'])('refuses %s', (target) => {
    expect(returnTarget(`?returnTo=${encodeURIComponent(target)}`)).toBeNull();
    expect(launchTarget({ search: `?returnTo=${encodeURIComponent(target)}&code=c&state=home`, hash: '', registered: false })).toBe(
      locationFor('entry/regist'),
    );
  });

  it('keeps a route with its params', () => {
    const detail = '/pages/transaction/transaction-detail?params=%7B%22buySellId%22%3A%227%22%7D';
    expect(returnTarget(`?returnTo=${encodeURIComponent(detail)}`)).toBe(detail);
  });
});

describe('cleanLaunchSearch', () => {
  it('drops the sign-in return target with the code', () => {
    expect(cleanLaunchSearch('?returnTo=%2Fpages%2Fuser%2Fuser&code=abc&state=home')).toBe('');
  });

  it('drops the one-shot launch parameters', () => {
    expect(cleanLaunchSearch(`?code=abc&state=home&shareUrl=${encodeURIComponent(shared)}`)).toBe('');
  });

  it('keeps anything else', () => {
    expect(cleanLaunchSearch('?code=abc&from=timeline&state=home')).toBe('?from=timeline');
  });

  it('leaves an empty query empty', () => {
    expect(cleanLaunchSearch('')).toBe('');
  });
});
