// What each kind of account may do. One role per account; the server refuses the rest with a 403
// naming what the role may not do, and the editor hides or disables it.
import { z } from 'zod';

/** Most powerful first. */
export const ROLES = ['admin', 'editor', 'author'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  author: 'Author',
};

/** One line each, shown beside the role where it is chosen. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including accounts, site settings and backups.',
  editor: 'All content: publishing, schedules, media, pages, SEO and the inbox. No accounts or site settings.',
  author: 'Writes drafts and uploads images, then submits them for review. Cannot publish.',
};

/** The 403's sentence: "An author may not publish drafts." */
export const roleMayNot = (role: Role, what: string) => `An ${role} may not ${what}.`;
