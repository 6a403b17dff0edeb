import { describe, expect, it } from 'vitest';
import { may, PERMISSIONS, refusedSentence, type PermissionName } from './permissions.js';

const names = Object.keys(PERMISSIONS) as PermissionName[];

describe('permissions', () => {
  it('lets an admin do everything', () => {
    expect(names.filter((name) => !may('admin', name))).toEqual([]);
  });

  it('lets an author write drafts, upload and submit, and nothing else', () => {
    expect(names.filter((name) => may('author', name))).toEqual(['edit_drafts', 'upload_media', 'submit_review']);
  });

  it('keeps accounts, settings, backups and the audit log to admins', () => {
    expect(names.filter((name) => !may('editor', name))).toEqual([
      'manage_accounts',
      'change_settings',
      'transfer',
      'read_audit_log',
    ]);
  });

  it('lets editors read and clear the not-found log, not authors', () => {
    expect(PERMISSIONS.read_not_found_log.roles).toEqual(['admin', 'editor']);
  });

  it('says in one sentence what a role may not do', () => {
    expect(refusedSentence('author', 'publish')).toBe('An author may not publish or schedule content.');
  });
});
