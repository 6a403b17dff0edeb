// What each role may do, declared once: the server's guards (requirePermission) refuse the rest with
// a 403 built from `refused`, and the editor hides or disables what the signed-in role may not do.
import { roleMayNot, type Role } from './role-names.js';

interface Permission {
  /** The roles that may. */
  roles: readonly Role[];
  /** What a refused role may not do, for the 403's sentence: "An author may not publish drafts." */
  refused: string;
}

const ALL: readonly Role[] = ['admin', 'editor', 'author'];
const EDITORS: readonly Role[] = ['admin', 'editor'];
const ADMINS: readonly Role[] = ['admin'];

export const PERMISSIONS = {
  /** Write drafts of sections, services and pages, and discard them. */
  edit_drafts: { roles: ALL, refused: 'edit drafts' },
  /** Upload images and change their details. */
  upload_media: { roles: ALL, refused: 'upload images' },
  /** Mark a draft in review. */
  submit_review: { roles: ALL, refused: 'submit drafts for review' },
  /** Publish or schedule drafts, and save published content directly. */
  publish: { roles: EDITORS, refused: 'publish or schedule content' },
  /** Approve a draft in review, or ask for changes. */
  review: { roles: EDITORS, refused: 'approve drafts or request changes' },
  /** Put an earlier version back in force. */
  restore: { roles: EDITORS, refused: 'restore an earlier version' },
  /** Delete published content, and images in use. */
  delete_published: { roles: EDITORS, refused: 'delete published content or images in use' },
  /** The inbox of visitors' messages and its alerts. */
  read_inbox: { roles: EDITORS, refused: 'read the inbox' },
  /** The not-found log: the addresses that answered 404 to visitors, and clearing them. */
  read_not_found_log: { roles: EDITORS, refused: 'read or clear the not-found log' },
  /** Make and revoke preview and review links. */
  share_links: { roles: EDITORS, refused: 'make or revoke preview and review links' },
  /** Add, change and delete redirects, and the old addresses of renamed pages. */
  manage_redirects: { roles: EDITORS, refused: 'manage redirects' },
  /** Create, change and remove accounts, their roles and their second factors. */
  manage_accounts: { roles: ADMINS, refused: 'manage accounts' },
  /** The site settings. */
  change_settings: { roles: ADMINS, refused: 'change the site settings' },
  /** Backups and imports over the API. */
  transfer: { roles: ADMINS, refused: 'back up or import the site' },
  /** The audit log. */
  read_audit_log: { roles: ADMINS, refused: 'read the audit log' },
} as const satisfies Record<string, Permission>;

export type PermissionName = keyof typeof PERMISSIONS;

/** Whether `role` may do `permission`. */
export const may = (role: Role, permission: PermissionName) => PERMISSIONS[permission].roles.includes(role);

/** The 403's sentence for `role` refused `permission`. */
export const refusedSentence = (role: Role, permission: PermissionName) => roleMayNot(role, PERMISSIONS[permission].refused);
