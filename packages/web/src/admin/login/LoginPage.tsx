// /login: username, password and a Login button. Success stores the session and goes on to /admin
// (how is the caller's: a router navigation inside the editor, a page load from the login shell); a
// failure is a toast (where the original editor used alert()) with its one sentence, or the
// throttle's own sentence after a 429. An account with two-factor sign-in is then asked for the
// code from its authenticator app (or one of its recovery codes), sent with the password again. An
// account that must turn two-factor sign-in on and has not goes to the setup instead of /admin.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { login, mustTurnOnTwoFactor } from '../api/login';
import { saveSession } from '../auth/session';
import { PasskeySignIn } from '../passkeys/PasskeySignIn';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './LoginPage.module.css';

/** Where an account that must turn two-factor sign-in on is taken after signing in. */
const TWO_FACTOR_SETUP_PATH = '/admin/admins#two-factor';

type CodeKind = 'authenticator' | 'recovery';

export function LoginPage({ onSignedIn }: { onSignedIn: (to?: string) => Promise<void> | void }) {
  useDocumentTitle('Login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Set once the server asked for the code: the form then asks for it below the password.
  const [codeKind, setCodeKind] = useState<CodeKind | null>(null);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // Asked for a code (or switched to the other kind): typing goes straight into its field.
  useEffect(() => {
    if (codeKind) codeInput.current?.focus();
  }, [codeKind]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const result = await login(username, password, codeKind ? code : undefined);
    if (result.ok) {
      saveSession(result.answer.auth_token, result.answer.user);
      await onSignedIn((await mustTurnOnTwoFactor(result.answer.auth_token)) ? TWO_FACTOR_SETUP_PATH : undefined);
      return;
    }
    setSubmitting(false);
    if (result.codeRequired) {
      // The first time, the question is the field itself; after a wrong code, the server's sentence.
      if (codeKind) toast.error(result.message);
      else setCodeKind('authenticator');
      setCode('');
      codeInput.current?.focus();
      return;
    }
    toast.error(result.message);
  }

  function switchCode(kind: CodeKind) {
    setCodeKind(kind);
    setCode('');
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(e) => void onSubmit(e)} aria-labelledby="login-title">
        <p className={styles.product}>Dynamic Website Editor</p>
        <h1 id="login-title" className={styles.title}>
          Login
        </h1>
        <label className={styles.field}>
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {codeKind === 'authenticator' && (
          <>
            <label className={styles.field}>
              <span>Authentication code</span>
              <input
                ref={codeInput}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                aria-describedby="code-hint"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <span id="code-hint" className={styles.hint}>
                The 6-digit code from your authenticator app.
              </span>
            </label>
            <button type="button" className={styles.link} onClick={() => switchCode('recovery')}>
              Use a recovery code instead
            </button>
          </>
        )}
        {codeKind === 'recovery' && (
          <>
            <label className={styles.field}>
              <span>Recovery code</span>
              <input
                ref={codeInput}
                name="recovery-code"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-describedby="recovery-hint"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <span id="recovery-hint" className={styles.hint}>
                One of the recovery codes you saved when you turned on two-factor sign-in. Each works once.
              </span>
            </label>
            <button type="button" className={styles.link} onClick={() => switchCode('authenticator')}>
              Use the authenticator app instead
            </button>
          </>
        )}
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
          {codeKind ? 'Verify' : 'Login'}
        </button>
        <PasskeySignIn onSignedIn={onSignedIn} />
        <a className={styles.back} href="/">
          Back to the website
        </a>
      </form>
    </main>
  );
}
