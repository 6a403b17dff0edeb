// Each lazy page route names, as handle.page, the module it really loads.
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isRouteHandle } from './meta';
import { routes } from './routes';

const flatten = (tree: RouteObject[]): RouteObject[] => tree.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const WEB_ROOT = new URL('../../', import.meta.url);

describe('lazy page routes', () => {
  const pages = flatten(routes).filter((r) => isRouteHandle(r.handle) && r.handle.page);

  it('cover every page route', () => {
    const withLoader = flatten(routes).filter((r) => r.loader);
    expect(pages).toHaveLength(withLoader.length);
  });

  it.each(pages.map((r) => [r.path ?? '(index)', r] as const))(
    '%s loads the component of the module it names',
    async (_path, route) => {
      if (typeof route.lazy !== 'function' || !isRouteHandle(route.handle)) throw new Error('not a lazy page route');
      const { element } = (await route.lazy()) as { element: unknown };
      if (!isValidElement(element)) throw new Error('the lazy route gives no element');
      const named = (await import(new URL(route.handle.page!, WEB_ROOT).href)) as Record<string, unknown>;
      expect(Object.values(named)).toContain(element.type);
    },
  );
});
