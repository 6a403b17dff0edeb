// /login: a placeholder until the admin editor's issue brings the sign-in form. Loaded lazily, so
// the public pages never download it (nor, later, the admin code behind it).
import { useEffect } from 'react';
import { Link } from 'react-router';
import button from '../../sections/shared/button.module.css';
import styles from './LoginPage.module.css';

export function LoginPage() {
  useEffect(() => {
    document.title = 'Login';
  }, []);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Login</h1>
        <p>The sign-in form for the website editor is not available yet.</p>
        <Link to="/" className={button.button}>
          Back to the website
        </Link>
      </div>
    </main>
  );
}
