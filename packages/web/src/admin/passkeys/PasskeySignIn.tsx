// "Sign in with a passkey" under the login form: no username or password, the device's own prompt
// instead. Shown only where the browser has WebAuthn. Success goes on as the password login does.
// The ceremony's code is downloaded on the click, and the button has no icon (the icons' library stays
// in the editor's code), so the login page stays within its budget.
import { useState } from 'react';
import { toast } from 'sonner';
import { saveSession } from '../auth/session';
import styles from './PasskeySignIn.module.css';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const [supported] = useState(() => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function');
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  async function onClick() {
    setBusy(true);
    const { signInWithPasskey } = await import('./passkey-sign-in');
    const result = await signInWithPasskey();
    if (result.ok) {
      saveSession(result.answer.auth_token, result.answer.user);
      await onSignedIn();
      return;
    }
    setBusy(false);
    toast.error(result.message);
  }

  return (
    <div className={styles.passkey}>
      <p className={styles.or}>or</p>
      <button type="button" className={styles.button} disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
        Sign in with a passkey
      </button>
    </div>
  );
}
