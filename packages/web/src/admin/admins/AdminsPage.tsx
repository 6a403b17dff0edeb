// /admin/admins: who can edit the site. Lists every admin with email, date joined and last login;
// removes another admin after a confirm (they are signed out everywhere at once); and changes the
// signed-in admin's own email and password.
import type { Admin } from '@site/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { removeAdmin } from '../api/admins';
import { refusalMessage } from '../api/errors';
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
import { FETCH_ADMINS_FAILED, useAdmins } from './useAdmins';
import { TwoFactorSection } from './TwoFactorSection';

export const removeQuestion = (username: string) => `Remove the admin "${username}"?`;
export const REMOVE_DETAIL = 'They are signed out everywhere at once and can no longer sign in. This cannot be undone.';
export const adminRemoved = (username: string) => `Removed the admin "${username}".`;
const TITLE_ID = 'admins-title';

export function AdminsPage() {
  useDocumentTitle('Admins');
  const { list, reload } = useAdmins();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [removingId, setRemovingId] = useState<number | null>(null);
  // The guard stored the signed-in user when it checked the session.
  const [self] = useState(readUser);

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

  return (
    <div className={screen.screen}>
      <h1 className={screen.title}>Admins</h1>
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
            {FETCH_ADMINS_FAILED}
          </p>
        )}
        {list.status === 'ready' && (
          <AdminsTable
            admins={list.admins}
            selfId={self?.id}
            labelledBy={TITLE_ID}
            removingId={removingId}
            onRemove={(a) => void onRemove(a)}
          />
        )}
      </section>
      {self && (
        <ChangeEmailForm
          current={(list.status === 'ready' ? list.admins.find((a) => a.id === self.id)?.email : undefined) ?? self.email}
          onChanged={reload}
        />
      )}
      {self && <ChangePasswordForm username={self.username} />}
      {self && <TwoFactorSection username={self.username} role={self.role} />}
      {self && <PasskeysSection />}
      {confirmDialog}
    </div>
  );
}
