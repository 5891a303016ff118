import { describe, expect, it } from 'vitest';
import { app } from '../../../../generated/app.ts';
import { decodeParams, locationFor } from '../../../../src/web/router/paths.ts';
import { decideRoute, redirectParam, safeInAppPath, shareUrlTarget, tabIndexFor } from '../../../../src/web/router/route-guard.ts';

const loginPath = locationFor('entry/login').split('?')[0];

function redirectOf(decision: ReturnType<typeof decideRoute>): string {
  if (decision.action !== 'redirect') throw new Error('expected a redirect');
  return decision.to;
}

describe('decideRoute', () => {
  it('renders a public page for a signed-out visitor', () => {
    expect(decideRoute({ pathname: '/pages/transaction/transaction-list', search: '', loggedIn: false })).toEqual({
      action: 'render',
    });
  });

  it('sends a signed-out user on a login page to sign-in, carrying the original location', () => {
    const search = '?params=%7B%22buySellId%22%3A%2242%22%7D';
    const to = redirectOf(decideRoute({ pathname: '/pages/transaction/transaction-edit', search, loggedIn: false }));
    const [path, query = ''] = to.split('?');
    expect(path).toBe(loginPath);
    expect(decodeParams('?' + query)['redirect']).toBe('/pages/transaction/transaction-edit' + search);
  });

  it('renders a login page for a signed-in user', () => {
    expect(decideRoute({ pathname: '/pages/user/my-transaction-list', search: '', loggedIn: true })).toEqual({
      action: 'render',
    });
  });

  it('sends a signed-in user away from the guest-only login page to home', () => {
    expect(redirectOf(decideRoute({ pathname: loginPath!, search: '', loggedIn: true }))).toBe(app.homeRoute);
  });

  it('sends a signed-in user on the login page to its safe redirect target instead of home', () => {
    const search = locationFor('entry/login', { redirect: '/pages/user/my-transaction-list' }).slice(loginPath!.length);
    expect(redirectOf(decideRoute({ pathname: loginPath!, search, loggedIn: true }))).toBe('/pages/user/my-transaction-list');
  });

  it('ignores an unsafe redirect target on the login page', () => {
    const search = locationFor('entry/login', { redirect: 'https://evil.example/' }).slice(loginPath!.length);
    expect(redirectOf(decideRoute({ pathname: loginPath!, search, loggedIn: true }))).toBe(app.homeRoute);
  });

  it('shows the login page to a signed-out visitor', () => {
    expect(decideRoute({ pathname: loginPath!, search: '', loggedIn: false })).toEqual({ action: 'render' });
  });

  it.each(['/pages/nowhere', '/administrator', '/pages/home'])('sends the unknown path %s to home', (pathname) => {
    expect(redirectOf(decideRoute({ pathname, search: '', loggedIn: false }))).toBe(app.homeRoute);
  });

  it('treats a trailing slash as the same route', () => {
    expect(redirectOf(decideRoute({ pathname: '/pages/user/my-transaction-list/', search: '', loggedIn: false }))).toMatch(new RegExp('^' + loginPath));
  });
});

describe('safeInAppPath', () => {
  it.each(['/pages/home/home', '/pages/transaction/transaction-detail?params=%7B%22buySellId%22%3A%2242%22%7D'])('accepts %s', (value) => {
    expect(safeInAppPath(value)).toBe(value);
  });

  it.each([
    'https://evil.example/pages/home/home',
    '//evil.example/pages/',
    '/pages//evil.example',
    '/pages/\\evil',
    'javascript:alert(1)',
    '/api/v1/buy-sell/findByPage',
    'pages/home/home',
    '/pages/home\nhome',
    '',
    42,
    null,
  ])('refuses %s', (value) => {
    expect(safeInAppPath(value)).toBeNull();
  });

  it('refuses an over-long value', () => {
    expect(safeInAppPath('/pages/' + 'a'.repeat(3000))).toBeNull();
  });
});

describe('redirectParam', () => {
  it('reads the redirect route parameter', () => {
    expect(redirectParam('?params=' + encodeURIComponent(JSON.stringify({ redirect: '/pages/user/user' })))).toBe('/pages/user/user');
  });

  it('is null without one', () => {
    expect(redirectParam('')).toBeNull();
  });
});

describe('shareUrlTarget', () => {
  const target = '/pages/transaction/transaction-detail?params=%7B%22buySellId%22%3A%227%22%7D';
  const encoded = encodeURIComponent(target);

  it('reads shareUrl from the real query string', () => {
    expect(shareUrlTarget(`?shareUrl=${encoded}`, '#/')).toBe(target);
  });

  it('reads shareUrl from the query inside the hash', () => {
    expect(shareUrlTarget('', `#/pages/index?shareUrl=${encoded}`)).toBe(target);
  });

  it('is null when there is none', () => {
    expect(shareUrlTarget('?code=abc&state=home', '#/pages/home/home')).toBeNull();
  });

  it.each(['https%3A%2F%2Fevil.example', '%2F%2Fevil.example%2Fpages%2F', '%2Fapi%2Fv1%2Fmine'])('ignores the off-app target %s', (value) => {
    expect(shareUrlTarget(`?shareUrl=${value}`, '')).toBeNull();
    expect(shareUrlTarget('', `#/?shareUrl=${value}`)).toBeNull();
  });
});

describe('tabIndexFor', () => {
  it('finds each tab from its route', () => {
    app.tabBar.forEach((tab, index) => expect(tabIndexFor(tab.route)).toBe(index));
  });

  it('is -1 off the tab pages', () => {
    expect(tabIndexFor('/pages/transaction/transaction-list')).toBe(-1);
  });
});
