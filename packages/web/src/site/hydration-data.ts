// The router state a server-rendered page hands the browser, as JSON. React Router's own
// <StaticRouterProvider> writes it as an inline script that runs (`window.__staticRouterHydrationData
// = ...`), which a strict Content-Security-Policy refuses; the server puts this JSON in a data block
// instead (contracts' HYDRATION_DATA_ID) and entry-client.tsx hands it to the router. Route errors
// take the shape the router's own serialisation gives them, so the browser revives them the same way.
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';

type RouteErrors = StaticHandlerContext['errors'];

function serializeErrors(errors: RouteErrors): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]: [string, unknown]) => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) {
        // Only the message: a stack would show server paths to every visitor.
        return [
          routeId,
          { message: error.message, __type: 'Error', ...(error.name !== 'Error' ? { __subType: error.name } : {}) },
        ];
      }
      return [routeId, error];
    }),
  );
}

/** The JSON the router hydrates from: loader data, action data and the serialised route errors. */
export function hydrationData(context: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>): string {
  return JSON.stringify({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  });
}

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Reads the page's data block into the global createBrowserRouter reads (and revives errors from),
 * before the router is created. A page without one (not server-rendered) starts without data.
 */
export function adoptHydrationData(doc: Document, id: string): void {
  const text = doc.getElementById(id)?.textContent;
  if (text) window.__staticRouterHydrationData = JSON.parse(text) as unknown;
}
