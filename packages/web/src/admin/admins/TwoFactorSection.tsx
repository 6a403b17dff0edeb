// The signed-in account's two-factor sign-in, on the Admins screen: "Turn on two-factor sign-in"
// shows the QR code and the secret for an authenticator app and asks for one code to confirm; then
// the ten recovery codes, shown once, to copy or download; then the status "On" with "Turn off",
// which asks for a current code or a recovery code. While every account must have it, an account
// without it is brought here and told so. An admin who has it may require it of every account.
import { may, type Role, type TwoFactorSetup, type TwoFactorStatus } from '@site/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { refusalMessage } from '../api/errors';
import {
  confirmTwoFactor,
  disableTwoFactor,
  setTwoFactorRequired,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../api/two-factor';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import formStyles from '../create-admin/CreateAdminPage.module.css';
import { TextField } from '../create-admin/TextField';
import buttons from '../ui/Button.module.css';
import screen from '../ui/Screen.module.css';
import styles from './TwoFactorSection.module.css';

const TITLE_ID = 'two-factor';
const RECOVERY_FILE = 'recovery-codes.txt';

type Step =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'status'; status: TwoFactorStatus }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

interface Props {
  username: string;
  role: Role;
  /** Called once it is turned on or off: the list of accounts (refused without it, while required) reloads. */
  onChanged?: (() => Promise<void>) | undefined;
}

export function TwoFactorSection({ username, role, onChanged }: Props) {
  const endSession = useEndSessionOnUnauthorized();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const section = useRef<HTMLElement>(null);

  const load = useCallback(
    () =>
      twoFactorStatus().then(
        (status) => setStep({ kind: 'status', status }),
        (failure: unknown) => {
          if (endSession(failure)) return;
          console.error('Reading the two-factor status failed', failure);
          setStep({ kind: 'failed' });
        },
      ),
    [endSession],
  );

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    // Brought here to turn it on: the section is where to look.
    if (window.location.hash === `#${TITLE_ID}`) section.current?.scrollIntoView();
  }, []);

  /** Runs one request of the section; a refusal shows on the code field and in a toast. */
  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      setCode('');
    } catch (failure) {
      if (endSession(failure)) return;
      const message = refusalMessage(failure, fallback);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const begin = () =>
    run(
      async () => setStep({ kind: 'setup', setup: await startTwoFactorSetup() }),
      'The setup could not start. Please try again.',
    );

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setStep({ kind: 'codes', codes: await confirmTwoFactor(code) });
      toast.success('Two-factor sign-in is on.');
      void onChanged?.();
    }, 'The code could not be checked. Please try again.');
  };

  const setRequired = (required: boolean) =>
    run(async () => {
      await setTwoFactorRequired(required);
      toast.success(required ? 'Every account must now have two-factor sign-in.' : 'Two-factor sign-in is optional again.');
      await load();
    }, 'The setting could not be saved. Please try again.');

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await disableTwoFactor(code);
      toast.success('Two-factor sign-in is off.');
      await load();
      void onChanged?.();
    }, 'Two-factor sign-in could not be turned off. Please try again.');
  };

  return (
    <section ref={section} className={`${screen.section} ${styles.narrow}`} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className={screen.subtitle}>
        Two-factor sign-in
      </h2>
      {step.kind === 'loading' && (
        <p role="status" className={screen.status}>
          Loading...
        </p>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className={styles.notice}>
          The two-factor sign-in status could not be loaded. Please reload the page.
        </p>
      )}
      {step.kind === 'status' && !step.status.enabled && (
        <div className={formStyles.card}>
          {step.status.required && (
            <p role="alert" className={styles.notice}>
              Two-factor sign-in is required for every account: turn it on to go on editing.
            </p>
          )}
          <p className={styles.state}>
            Status: <strong>Off</strong>
          </p>
          <p className={styles.text}>
            After your password, sign-in will also ask for a 6-digit code from an authenticator app on your phone (such as Google
            Authenticator, Microsoft Authenticator, 1Password or Bitwarden).
          </p>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} disabled={busy} onClick={() => void begin()}>
            Turn on two-factor sign-in
          </button>
        </div>
      )}
      {step.kind === 'setup' && (
        <form className={formStyles.card} noValidate onSubmit={confirm} aria-label="Confirm two-factor sign-in">
          <p className={styles.text}>1. Scan this QR code with your authenticator app:</p>
          <img className={styles.qr} src={svgDataUrl(step.setup.qr_svg)} alt={`QR code for ${username}'s authenticator app`} />
          <p className={styles.text}>Or enter this key in the app by hand:</p>
          <code className={styles.secret} aria-label="Secret key">
            {step.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <TextField
            label="2. Enter the 6-digit code the app shows"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            error={error}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={busy} aria-busy={busy}>
              Confirm
            </button>
            <button type="button" className={buttons.button} disabled={busy} onClick={() => void load()}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step.kind === 'codes' && <RecoveryCodesCard codes={step.codes} onDone={() => void load()} />}
      {step.kind === 'status' && step.status.enabled && (
        <form className={formStyles.card} noValidate onSubmit={turnOff} aria-label="Turn off two-factor sign-in">
          <p className={styles.state}>
            Status: <strong>On</strong>
          </p>
          <p className={styles.text}>
            {step.status.recovery_codes_left} of 10 recovery codes left.
            {step.status.required ? ' Every account must have two-factor sign-in, so it stays on.' : ''}
          </p>
          {may(role, 'manage_accounts') && (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={step.status.required}
                disabled={busy}
                onChange={(e) => void setRequired(e.target.checked)}
              />
              Require two-factor sign-in for every account
            </label>
          )}
          {!step.status.required && (
            <>
              <TextField
                label="Code from your app, or a recovery code"
                name="code"
                autoComplete="one-time-code"
                required
                error={error}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <button type="submit" className={`${buttons.button} ${buttons.danger}`} disabled={busy} aria-busy={busy}>
                Turn off
              </button>
            </>
          )}
        </form>
      )}
    </section>
  );
}

/** The ten recovery codes, shown once: copied or downloaded before the admin goes on. */
function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying failed: select the codes and copy them, or download them.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_FILE;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className={formStyles.card}>
      <p role="status" className={styles.state}>
        Two-factor sign-in is <strong>on</strong>.
      </p>
      <p className={styles.text}>
        Save these recovery codes somewhere safe. Each signs in once in place of a code, if you lose your phone. They are shown
        only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttons.button} onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className={buttons.button} onClick={download}>
          Download
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
