// The signed-in account's passkeys on the Admins screen: each with its name, when it was added and
// last used, Rename and Remove (after a confirm); "Add a passkey" asks a name, then the browser's
// own prompt makes the passkey and the server keeps it. Signing in with one needs no password.
import type { Passkey } from '@site/contracts';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { formatAdminTime } from '../admins/admin-times';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import screen from '../ui/Screen.module.css';
import { ceremonyMessage } from './ceremony-message';
import { addPasskey, listPasskeys, removePasskey, renamePasskey } from './passkey-requests';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import styles from './Passkeys.module.css';

const TITLE_ID = 'passkeys-title';
const FETCH_PASSKEYS_FAILED = 'Your passkeys could not be loaded. Please reload the page.';
const removePasskeyQuestion = (name: string) => `Remove the passkey "${name}"?`;
const REMOVE_DETAIL = 'It can no longer sign you in. Remove it from the device too, in its own settings.';

type List = { status: 'loading' } | { status: 'error' } | { status: 'ready'; passkeys: Passkey[] };
type Naming = { kind: 'add' } | { kind: 'rename'; passkey: Passkey };

export function PasskeysSection() {
  const [list, setList] = useState<List>({ status: 'loading' });
  const [naming, setNaming] = useState<Naming | null>(null);
  const [busy, setBusy] = useState(false);
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();

  // A reload keeps the list on screen until the new one arrives.
  const reload = useCallback(
    () =>
      listPasskeys().then(
        (found) => setList({ status: 'ready', passkeys: found }),
        (error: unknown) => {
          if (endSession(error)) return;
          console.error('Loading the passkeys failed', error);
          setList({ status: 'error' });
        },
      ),
    [endSession],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function act(work: () => Promise<string>, failure: string) {
    setBusy(true);
    try {
      toast.success(await work());
      setNaming(null);
    } catch (error) {
      if (endSession(error)) return;
      const message = ceremonyMessage(error);
      if (!message) console.error(failure, error);
      toast.error(message ?? refusalMessage(error, `${failure}. Please try again.`));
    } finally {
      setBusy(false);
    }
    await reload();
  }

  const onName = (name: string) => {
    if (!naming) return;
    if (naming.kind === 'add') {
      void act(async () => `Added the passkey "${(await addPasskey(name)).name}".`, 'Adding the passkey failed');
    } else {
      void act(
        async () => `Renamed the passkey to "${(await renamePasskey(naming.passkey.id, name)).name}".`,
        'Renaming the passkey failed',
      );
    }
  };

  async function onRemove(passkey: Passkey) {
    if (!(await ask(removePasskeyQuestion(passkey.name), 'Remove', REMOVE_DETAIL))) return;
    await act(async () => {
      await removePasskey(passkey.id);
      return `Removed the passkey "${passkey.name}".`;
    }, 'Removing the passkey failed');
  }

  return (
    <section className={`${screen.section} ${styles.section}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={screen.subtitle}>
        Passkeys
      </h2>
      <p className={screen.status}>Sign in with your device&apos;s fingerprint, face or screen lock instead of your password.</p>
      {list.status === 'loading' && (
        <p role="status" className={screen.status}>
          Loading passkeys...
        </p>
      )}
      {list.status === 'error' && (
        <p role="alert" className={styles.error}>
          {FETCH_PASSKEYS_FAILED}
        </p>
      )}
      {list.status === 'ready' && list.passkeys.length === 0 && <p className={screen.status}>You have no passkeys yet.</p>}
      {list.status === 'ready' && list.passkeys.length > 0 && (
        <ul className={styles.list} aria-labelledby={TITLE_ID}>
          {list.passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <KeyRound aria-hidden="true" size={20} className={styles.icon} />
              <div className={styles.facts}>
                <span className={styles.name}>{passkey.name}</span>
                <span className={styles.dates}>
                  Added <time dateTime={passkey.created_at}>{formatAdminTime(passkey.created_at)}</time>
                  {' · '}
                  Last used{' '}
                  {passkey.last_used_at ? (
                    <time dateTime={passkey.last_used_at}>{formatAdminTime(passkey.last_used_at)}</time>
                  ) : (
                    formatAdminTime(null).toLowerCase()
                  )}
                </span>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small}`}
                  aria-label={`Rename ${passkey.name}`}
                  disabled={busy}
                  onClick={() => setNaming({ kind: 'rename', passkey })}
                >
                  <Pencil aria-hidden="true" size={16} />
                  Rename
                </button>
                <button
                  type="button"
                  className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                  aria-label={`Remove ${passkey.name}`}
                  disabled={busy}
                  onClick={() => void onRemove(passkey)}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <button type="button" className={buttons.button} disabled={busy} onClick={() => setNaming({ kind: 'add' })}>
          <Plus aria-hidden="true" size={16} />
          Add a passkey
        </button>
      </div>
      {naming && (
        <PasskeyNameDialog
          title={naming.kind === 'add' ? 'Add a passkey' : 'Rename the passkey'}
          {...(naming.kind === 'add'
            ? { description: 'Name it after the device that keeps it; your browser then asks to make it.' }
            : {})}
          initial={naming.kind === 'add' ? '' : naming.passkey.name}
          submitLabel={naming.kind === 'add' ? 'Continue' : 'Rename'}
          busy={busy}
          onSubmit={onName}
          onClose={() => setNaming(null)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
