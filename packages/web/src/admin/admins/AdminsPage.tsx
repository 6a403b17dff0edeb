// /admin/admins: who can edit the site. For an admin, lists every account with email, role, date
// joined and last login, changes another account's role, and removes another account after a confirm
// (they are signed out everywhere at once), and resets another account's two-factor sign-in after a
// confirm. Every role changes its own email and password here
// (the sidebar calls it "Your account" for the roles that may not manage accounts).
import { ROLE_LABELS, type Admin, type Role } from '@site/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { changeRole, removeAdmin, resetTwoFactor } from '../api/admins';
import { refusalMessage } from '../api/errors';
import { useRefusal } from '../auth/permissions';
import { readUser } from '../auth/session';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { useConfirm } from '../ui/ConfirmDialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { AdminsTable } from './AdminsTable';
import styles from './AdminsPage.module.css';
import screen from '../ui/Screen.module.css';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysSection } from '../passkeys/PasskeysSection';
import { useAdmins } from './useAdmins';
import { TwoFactorSection } from './TwoFactorSection';

export const removeQuestion = (username: string) => `Remove the admin "${username}"?`;
export const REMOVE_DETAIL = 'They are signed out everywhere at once and can no longer sign in. This cannot be undone.';
export const adminRemoved = (username: string) => `Removed the admin "${username}".`;
export const resetQuestion = (username: string) => `Reset the two-factor sign-in of "${username}"?`;
export const RESET_DETAIL =
  'They sign in with their password alone until they set up an authenticator app again; their recovery codes stop working.';
export const twoFactorReset = (username: string) => `${username} now signs in with their password alone.`;
export const roleChanged = (username: string, role: Role) => `${username} is now an ${ROLE_LABELS[role]}.`;
const TITLE_ID = 'admins-title';

export function AdminsPage() {
  const accounts = useRefusal('manage_accounts');
  const title = accounts.refused ? 'Your account' : 'Admins';
  useDocumentTitle(title);
  const { list, reload } = useAdmins(!accounts.refused);
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [changingId, setChangingId] = useState<number | null>(null);
  const [resettingId, setResettingId] = useState<number | null>(null);
  // The guard stored the signed-in user when it checked the session.
  const [self] = useState(readUser);

  async function onRoleChange(admin: Admin, role: Role) {
    setChangingId(admin.id);
    try {
      await changeRole(admin.id, role);
      toast.success(roleChanged(admin.username, role));
    } catch (error) {
      if (endSession(error)) return;
      console.error('Changing the role failed', error);
      toast.error(refusalMessage(error, 'The role could not be changed. Please try again.'));
    } finally {
      setChangingId(null);
    }
    // Also after a failure: the list shows the role the account has.
    await reload();
  }

  async function onRemove(admin: Admin) {
    if (!(await ask(removeQuestion(admin.username), 'Remove', REMOVE_DETAIL))) return;
    setRemovingId(admin.id);
    try {
      await removeAdmin(admin.id);
      toast.success(adminRemoved(admin.username));
    } catch (error) {
      if (endSession(error)) return;
      console.error('Removing the admin failed', error);
      toast.error(refusalMessage(error, 'The admin could not be removed. Please try again.'));
    } finally {
      setRemovingId(null);
    }
    // Also after a failure: a 404 means someone else already removed them.
    await reload();
  }

  async function onResetTwoFactor(admin: Admin) {
    if (!(await ask(resetQuestion(admin.username), 'Reset', RESET_DETAIL))) return;
    setResettingId(admin.id);
    try {
      await resetTwoFactor(admin.id);
      toast.success(twoFactorReset(admin.username));
    } catch (error) {
      if (endSession(error)) return;
      console.error('Resetting the second factor failed', error);
      toast.error(refusalMessage(error, 'The two-factor sign-in could not be reset. Please try again.'));
    } finally {
      setResettingId(null);
    }
    // Also after a failure: the list shows whether the account has it now.
    await reload();
  }

  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>{title}</h1>
      {!accounts.refused && (
        <section className={screen.section} aria-labelledby={TITLE_ID}>
          <h2 id={TITLE_ID} className={screen.subtitle}>
            Who can edit the site
          </h2>
          {list.status === 'loading' && (
            <p role="status" className={screen.status}>
              Loading admins...
            </p>
          )}
          {list.status === 'error' && (
            <p role="alert" className={styles.error}>
              {list.message}
            </p>
          )}
          {list.status === 'ready' && (
            <AdminsTable
              admins={list.admins}
              selfId={self?.id}
              labelledBy={TITLE_ID}
              removingId={removingId}
              onRemove={(a) => void onRemove(a)}
              changingId={changingId}
              onRoleChange={(a, role) => void onRoleChange(a, role)}
              resettingId={resettingId}
              onResetTwoFactor={(a) => void onResetTwoFactor(a)}
            />
          )}
        </section>
      )}
      {self && (
        <ChangeEmailForm
          current={(list.status === 'ready' ? list.admins.find((a) => a.id === self.id)?.email : undefined) ?? self.email}
          onChanged={reload}
        />
      )}
      {self && <ChangePasswordForm username={self.username} />}
      {self && <TwoFactorSection username={self.username} role={self.role} onChanged={accounts.refused ? undefined : reload} />}
      {self && <PasskeysSection />}
      {confirmDialog}
    </div>
  );
}
