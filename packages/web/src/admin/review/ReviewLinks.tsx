// Share review link, beside the preview links on the Drafts screen: a link for someone without an
// account (the managing director), named for them, that shows the drafts in review with the site's
// preview and lets them approve each or ask for changes, until it expires or is revoked. The
// address is shown (and copied) once, when it is made: the server keeps only a hash of its token.
import { may, type CreatedPreviewLink } from '@site/contracts';
import { useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import { createReviewLink, listReviewLinks, revokeReviewLink } from '../api/review';
import { refusalMessage } from '../api/errors';
import { readUser } from '../auth/session';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import fieldStyles from '../form/inputs/Field.module.css';
import { formatSavedAt, savedByName } from '../history/saved-at';
import { copyText, LINK_COPIED } from '../media/copy-text';
import { useQuery } from '../loading/useQuery';
import buttons from '../ui/Button.module.css';
import drafts from '../drafts/DraftsPage.module.css';
import screen from '../ui/Screen.module.css';

const EXPIRY_CHOICES = [
  { hours: 24, label: '1 day' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '1 week' },
  { hours: 336, label: '2 weeks' },
];

export function ReviewLinks() {
  const titleId = useId();
  const nameId = useId();
  const expiryId = useId();
  const load = useCallback(() => listReviewLinks(), []);
  const { state, reload } = useQuery(load, 'Failed to load the review links');
  const endSession = useEndSessionOnUnauthorized();
  const [name, setName] = useState('');
  const [hours, setHours] = useState(72);
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (error: unknown, what: string) => {
    if (endSession(error)) return;
    toast.error(what, { description: refusalMessage(error, 'Please try again.') });
  };

  const copy = async (url: string) => {
    if (await copyText(url)) toast.success(LINK_COPIED);
    else toast.error('The link could not be copied: select it and copy it by hand.');
  };

  const create = async () => {
    if (!name.trim()) return toast.error('Name the person the link is for.');
    setBusy(true);
    try {
      const link = await createReviewLink(name.trim(), hours);
      setCreated(link);
      setName('');
      reload();
      await copy(link.url);
    } catch (error) {
      failed(error, 'The review link could not be made.');
    } finally {
      setBusy(false);
    }
  };

  const revoke = async (id: number) => {
    try {
      await revokeReviewLink(id);
      if (created?.id === id) setCreated(null);
      toast.success('Review link revoked.');
    } catch (error) {
      failed(error, 'The review link could not be revoked.');
    }
    reload();
  };

  if (!may(readUser()?.role ?? 'author', 'share_links')) return null;
  return (
    <section className={screen.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={screen.subtitle}>
        Share review link
      </h2>
      <p className={screen.status}>
        The person you name sees the drafts in review with the site&apos;s preview, without an account, and can approve each or
        ask for changes, until the link expires or you revoke it.
      </p>
      <div className={drafts.toolbar}>
        <label htmlFor={nameId}>For</label>
        <input
          id={nameId}
          className={`${fieldStyles.input} ${drafts.select}`}
          value={name}
          maxLength={100}
          placeholder="Dana, managing director"
          onChange={(event) => setName(event.target.value)}
        />
        <label htmlFor={expiryId}>Expires after</label>
        <select
          id={expiryId}
          className={`${fieldStyles.input} ${drafts.select}`}
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
          Create review link
        </button>
      </div>
      {created && (
        <div className={drafts.toolbar}>
          <input
            className={`${fieldStyles.input} ${drafts.url}`}
            readOnly
            value={created.url}
            aria-label="Review link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className={buttons.button} onClick={() => void copy(created.url)}>
            Copy link
          </button>
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className={drafts.error}>
          The review links could not be loaded: {state.message}
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className={drafts.links} aria-label="Open review links">
          {state.data.map((link) => (
            <li key={link.id} className={drafts.link}>
              <span>
                For <strong>{link.name}</strong>, made by {savedByName(link.created_by)}, expires {formatSavedAt(link.expires_at)}
              </span>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                onClick={() => void revoke(link.id)}
                aria-label={`Revoke the review link for ${link.name}`}
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
