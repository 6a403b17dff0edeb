// The login shell's entry (login.html): what a visit that starts at /login downloads. The login form
// and the toaster on React DOM, without the router or any screen of the editor, so that a phone
// signs in after a small download; signing in loads /admin (the editor's shell). Inside the editor,
// /login is a route of its own (routes.tsx) rendering the same form.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_BASE } from './admin-paths';
import { readToken } from './auth/session';
import { LoginPage } from './login/LoginPage';
import { ThemedToaster } from './ThemedToaster';
import './styles/admin.css';

const goToEditor = (to: string = ADMIN_BASE) => window.location.replace(to);

// Someone already signed in goes on to the editor, as the router's /login does.
if (readToken()) goToEditor();
else {
  const root = document.getElementById('admin-root');
  if (!root) throw new Error('login.html has no #admin-root element to render into.');
  createRoot(root).render(
    <StrictMode>
      <LoginPage onSignedIn={goToEditor} />
      <ThemedToaster />
    </StrictMode>,
  );
}
