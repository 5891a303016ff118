import { describe, expect, it } from 'vitest';
import { routes } from '../../../generated/routes.ts';
import { pageKeyOf } from '../../../scripts/start-page-preloads.ts';
import { overrides, routeWrappers } from '../../../src/web/overrides/index.ts';
import { genericPages } from '../../../src/web/router/generic-pages.tsx';
import { pageForRoute } from '../../../src/web/router/page-for-route.tsx';

// The build's start preloads find a route's page the way the app does: a key into the page registries
// must name the very component pageForRoute renders, or the entry HTML would preload another page's chunks.
const registry: Record<string, unknown> = { ...genericPages, ...overrides, ...routeWrappers };
const wrapped = (routeId: string) => routeId in routeWrappers;

describe('pageKeyOf', () => {
  it.each(routes.filter((route) => !('when' in route)).map((route) => [route.id, route] as const))('names the page of %s', (_id, route) => {
    const key = pageKeyOf(route, wrapped);
    expect(registry[key], key).toBeDefined();
    expect(pageForRoute(route)).toBe(registry[key]);
  });

  it('names the gate for a route declared with when:, which is what its first render loads', () => {
    const gated = routes.filter((route) => 'when' in route);
    expect(gated.length).toBeGreaterThan(0);
    for (const route of gated) {
      expect(pageKeyOf(route, wrapped)).toBe('(when)');
      expect(Object.values(registry)).not.toContain(pageForRoute(route));
    }
  });

  it('prefers a route wrapper to the generic view it stands in front of', () => {
    const route = routes.find((r) => r.id === 'entry/regist')!;
    expect(route.view.kind).not.toBe('custom');
    expect(pageKeyOf(route, wrapped)).toBe('entry/regist');
    expect(pageKeyOf(route, () => false)).toBe(route.view.kind);
  });
});
