// What the signed-in account's role may do in the editor, from the one list the server enforces
// (contracts/src/permissions.ts): screens and buttons the role may not use are hidden or disabled
// with the server's own sentence as the reason.
import { may, refusedSentence, type PermissionName, type User } from '@site/contracts';
import { useRouteLoaderData } from 'react-router';

/** The admin layout route's id, whose loader checked the session. */
export const ADMIN_LAYOUT_ROUTE = 'admin-layout';

/** The signed-in user, as the layout's loader read it from the server (GET users/me). */
function useSessionUser(): User | undefined {
  return useRouteLoaderData<{ user: User }>(ADMIN_LAYOUT_ROUTE)?.user;
}

export interface Refusal {
  /** True when the role may not: the control is disabled or hidden. */
  refused: boolean;
  /** Why, for the control's title: "An author may not publish or schedule content." */
  reason: string | undefined;
}

/** Whether the signed-in role may do `permission`, and the sentence saying why not. */
export function useRefusal(permission: PermissionName): Refusal {
  const role = useSessionUser()?.role;
  if (!role || may(role, permission)) return { refused: false, reason: undefined };
  return { refused: true, reason: refusedSentence(role, permission) };
}
