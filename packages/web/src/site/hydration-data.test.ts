// The page's router state as JSON: loader data as is, route errors in the router's own shape, and
// never an error's stack.
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hydrationData } from './hydration-data';

/** A thrown `data(..., 404)` as the static handler stores it: an ErrorResponse. */
async function errorResponse(): Promise<unknown> {
  const { createStaticHandler } = await import('react-router');
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a loader's error response is thrown as react-router's data(), as the site's loaders do
        throw data('Not here', { status: 404 });
      },
    },
  ]);
  const context = await handler.query(new Request('http://x/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return context.errors?.root;
}

describe('hydrationData', () => {
  it('carries the loader data and action data', () => {
    const json = hydrationData({ loaderData: { page: { content: { a: '</script><b>' } } }, actionData: null, errors: null });
    expect(JSON.parse(json)).toEqual({
      loaderData: { page: { content: { a: '</script><b>' } } },
      actionData: null,
      errors: null,
    });
  });

  it('marks a route error response the way the browser router revives it', async () => {
    const json = hydrationData({ loaderData: {}, actionData: null, errors: { root: await errorResponse() } });
    expect(JSON.parse(json).errors.root).toMatchObject({ status: 404, data: 'Not here', __type: 'RouteErrorResponse' });
  });

  it('sends an Error as its message and type only, never its stack', () => {
    const json = hydrationData({ loaderData: {}, actionData: null, errors: { root: new TypeError('bad') } });
    expect(JSON.parse(json).errors.root).toEqual({ message: 'bad', __type: 'Error', __subType: 'TypeError' });
    expect(json).not.toContain('at ');
  });
});
