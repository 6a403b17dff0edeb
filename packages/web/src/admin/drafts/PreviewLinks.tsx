// Share preview link: a link that shows the whole site with every current draft applied, to anyone
// who has it, without signing in, until it expires or is revoked. The address is shown (and copied)
// once, when it is made: the server keeps only a hash of its token.
import { PREVIEW_DEFAULT_HOURS, type CreatedPreviewLink } from '@site/contracts';
import { useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../api/drafts';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import fieldStyles from '../form/inputs/Field.module.css';
import { formatSavedAt, savedByName } from '../history/saved-at';
import { copyText, LINK_COPIED } from '../media/copy-text';
import { useQuery } from '../loading/useQuery';
import buttons from '../ui/Button.module.css';
import styles from './DraftsPage.module.css';
import screen from '../ui/Screen.module.css';

/** The lifetimes offered, in hours. */
const EXPIRY_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '1 week' },
];

export function PreviewLinks() {
  const titleId = useId();
  const expiryId = useId();
  const load = useCallback(() => listPreviewLinks(), []);
  const { state, reload } = useQuery(load, 'Failed to load the preview links');
  const endSession = useEndSessionOnUnauthorized();
  const [hours, setHours] = useState(PREVIEW_DEFAULT_HOURS);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown, what: string) => {
    if (endSession(error)) return;
    console.error(what, error);
    toast.error(what, { description: refusalMessage(error, 'Please try again.') });
  };

  const copy = async (url: string) => {
    if (await copyText(url)) toast.success(LINK_COPIED);
    else toast.error('The link could not be copied: select it and copy it by hand.');
  };

  const create = async () => {
    setBusy(true);
    try {
      const link = await createPreviewLink(hours);
      setCreated(link);
      reload();
      await copy(link.url);
    } catch (error) {
      failed(error, 'The preview link could not be made.');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokePreviewLink(id);
      if (created?.id === id) setCreated(null);
      toast.success('Preview link revoked.');
    } catch (error) {
      failed(error, 'The preview link could not be revoked.');
    }
    reload();
  };

  return (
    <section className={screen.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={screen.subtitle}>
        Share preview link
      </h2>
      <p className={screen.status}>
        Anyone with the link sees the site with every draft applied, without signing in, until it expires or you revoke it.
      </p>
      <div className={styles.toolbar}>
        <label htmlFor={expiryId}>Expires after</label>
        <select
          id={expiryId}
          className={`${fieldStyles.input} ${styles.select}`}
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.hours} value={choice.hours}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} disabled={busy} onClick={() => void create()}>
          Create preview link
        </button>
      </div>
      {created && (
        <div className={styles.toolbar}>
          <input
            className={`${fieldStyles.input} ${styles.url}`}
            readOnly
            value={created.url}
            aria-label="Preview link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={buttons.button} onClick={() => void copy(created.url)}>
            Copy link
          </button>
          <span className={screen.status}>Expires {formatSavedAt(created.expires_at)}</span>
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          The preview links could not be loaded: {state.message}
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className={styles.links} aria-label="Open preview links">
          {state.data.map((link) => (
            <li key={link.id} className={styles.link}>
              <span>
                Made by {savedByName(link.created_by)} on {formatSavedAt(link.created_at)}, expires{' '}
                {formatSavedAt(link.expires_at)}
              </span>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                onClick={() => void revoke(link.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
