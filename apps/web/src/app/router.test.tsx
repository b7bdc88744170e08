import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { APP_ROUTES, INDUSTRY_SLUGS, matchAppRoute, PUBLIC_PAGES } from '@shop/contract/site-pages';
import { routes } from './router';
import { INDUSTRIES } from './shop/content';

/** Every full path the router opens, its catch-all 404 pages left out. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path === undefined
        ? null
        : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/^\/\//, '/');
    const here = own !== null && route.path !== '*' && !own.endsWith('/*') ? [own] : [];
    const base = route.path === undefined ? parent : (own ?? parent);
    return [...here, ...pathsOf(route.children ?? [], base === '/' ? '' : base)];
  });
}

describe('the server knows the router\u2019s pages (it answers 404 for the rest)', () => {
  it('APP_ROUTES is the router\u2019s list of paths', () => {
    const fromRouter = [...new Set(pathsOf(routes))].sort();
    expect(fromRouter).toEqual([...APP_ROUTES].sort());
  });

  it('the industry pages the server lists are the ones the app draws', () => {
    expect(INDUSTRIES.map((i) => i.slug).sort()).toEqual([...INDUSTRY_SLUGS].sort());
    for (const industry of INDUSTRIES) {
      const page = PUBLIC_PAGES.find((p) => p.path === `/industries/${industry.slug}`);
      // The title a search engine reads is the one the page sets (useDocumentTitle).
      expect(page?.title).toBe(`${industry.name} Security`);
    }
  });

  it('matchAppRoute: parameters take one segment; closed lists only their values', () => {
    expect(matchAppRoute('/admin/users/7/edit')).toBe('/admin/users/:id/edit');
    expect(matchAppRoute('/industries/retail')).toBe('/industries/:industry');
    expect(matchAppRoute('/industries/moon')).toBeNull();
    expect(matchAppRoute('/verify/a/b')).toBeNull();
    expect(matchAppRoute('/')).toBe('/');
  });
});
