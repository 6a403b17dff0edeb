// A screen the signed-in role may not open: said plainly inside the layout, with the way back, in
// place of the screen (a direct address, an old bookmark) or of a loader the server refused (403).
import type { PermissionName } from '@site/contracts';
import type { ComponentType } from 'react';
import { Link, useRouteError } from 'react-router';
import { ADMIN_BASE } from '../admin-paths';
import { RequestFailedError } from '../api/errors';
import { useRefusal } from '../auth/permissions';
import { useDocumentTitle } from '../useDocumentTitle';

const ROLE_REFUSED = 'Your role cannot open this page.';

function RoleRefused({ reason }: { reason?: string | undefined }) {
  useDocumentTitle('Not allowed');
  return (
    <div>
      <h1>{ROLE_REFUSED}</h1>
      {reason && <p>{reason}</p>}
      <p>
        <Link to={ADMIN_BASE}>Go to the Home editor</Link>
      </p>
    </div>
  );
}

/** `Screen`, or the refusal when the signed-in role may not do `permission`. */
export function forPermission<P extends object>(permission: PermissionName, Screen: ComponentType<P>) {
  return function PermittedScreen(props: P) {
    const { refused, reason } = useRefusal(permission);
    return refused ? <RoleRefused reason={reason} /> : <Screen {...props} />;
  };
}

/** A screen's error: the refusal for a 403, any other error on to the admin area's error screen. */
export function ScreenError() {
  const error = useRouteError();
  if (error instanceof RequestFailedError && error.status === 403) return <RoleRefused reason={error.message} />;
  throw error;
}
