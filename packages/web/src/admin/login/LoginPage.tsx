// /login: username, password and a Login button. Success stores the session and goes on to /admin
// (how is the caller's: a router navigation inside the editor, a page load from the login shell); a
// failure is a toast (where the original editor used alert()) with its one sentence, or the
// throttle's own sentence after a 429.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { login } from '../api/login';
import { saveSession } from '../auth/session';
import { PasskeySignIn } from '../passkeys/PasskeySignIn';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './LoginPage.module.css';

export function LoginPage({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  useDocumentTitle('Login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const result = await login(username, password);
    if (result.ok) {
      saveSession(result.answer.auth_token, result.answer.user);
      await onSignedIn();
      return;
    }
    setSubmitting(false);
    toast.error(result.message);
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
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
          Login
        </button>
        <PasskeySignIn onSignedIn={onSignedIn} />
        <a className={styles.back} href="/">
          Back to the website
        </a>
      </form>
    </main>
  );
}
