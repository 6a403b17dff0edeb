// The roles' names, labels and descriptions without zod, for the editor's shell (its sidebar hides
// what the signed-in role may not reach); roles.ts adds the schema.

/** Most powerful first. */
export const ROLES = ['admin', 'editor', 'author'] as const;
export type Role = (typeof ROLES)[number];

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
