import { may, type Role } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_GROUPS, sidebarLinksFor } from './sidebar-links';

const labelsFor = (role: Role, languages = 1) =>
  SIDEBAR_GROUPS.flatMap((group) => sidebarLinksFor(group.links, (permission) => may(role, permission), languages)).map(
    (l) => l.label,
  );

describe('the sidebar for each role', () => {
  it('shows an admin every link, Languages only on a site with several', () => {
    const every = SIDEBAR_GROUPS.flatMap((group) => group.links.map((l) => l.label));
    expect(labelsFor('admin', 2)).toEqual(every);
    expect(labelsFor('admin')).toEqual(every.filter((label) => label !== 'Languages'));
    expect(labelsFor('author', 3)).toContain('Languages');
  });

  it('opens with the Dashboard for every role', () => {
    for (const role of ['admin', 'editor', 'author'] as const) expect(labelsFor(role)[0]).toBe('Dashboard');
  });

  it('shows an editor the inbox but not settings or accounts, and their own account', () => {
    const labels = labelsFor('editor');
    expect(labels).toContain('Messages');
    expect(labels).toContain('Your account');
    for (const hidden of ['Site settings', 'Create Admin', 'Admins']) expect(labels).not.toContain(hidden);
  });

  it('hides the inbox from an author too', () => {
    const labels = labelsFor('author');
    expect(labels).toContain('Drafts');
    expect(labels).toContain('Your account');
    for (const hidden of ['Messages', 'Site settings', 'Create Admin', 'Admins']) expect(labels).not.toContain(hidden);
  });
});
