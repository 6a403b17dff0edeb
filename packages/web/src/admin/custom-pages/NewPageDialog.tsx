// A new page: its title and its address (the slug follows the title until the admin changes it).
// The server's refusal (a slug that is taken or one of the site's own addresses) is shown under the form.
import { slugProblem } from '@site/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { createCustomPage } from '../api/custom-pages';
import { refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import fields from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import { ADDRESS_LABEL, pageAddress, slugFromTitle } from './page-blocks';

export function NewPageDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (slug: string) => void }) {
  const formId = useId();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const endSession = useEndSessionOnUnauthorized();
  const shownSlug = slugEdited ? slug : slugFromTitle(title);

  const submit = async () => {
    const local = title.trim() ? slugProblem(shownSlug) : 'A page needs a title.';
    if (local) return setProblem(local);
    setSaving(true);
    try {
      await createCustomPage({ slug: shownSlug, title, blocks: [], in_navbar: false, navbar_group: null, in_footer: false });
      toast.success(`Created the page "${title.trim()}".`);
      onCreated(shownSlug);
    } catch (error) {
      if (endSession(error)) return;
      setProblem(refusalMessage(error, 'The page could not be created.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New page"
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className={`${buttons.button} ${buttons.primary}`} disabled={saving}>
            Create page
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${formId}-title`}>
            Title
          </label>
          <input
            id={`${formId}-title`}
            className={fields.input}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${formId}-slug`}>
            {ADDRESS_LABEL}
          </label>
          <input
            id={`${formId}-slug`}
            className={fields.input}
            value={shownSlug}
            onChange={(e) => {
              setSlugEdited(true);
              setSlug(e.target.value);
            }}
            aria-describedby={`${formId}-slug-hint`}
            autoComplete="off"
          />
          <p id={`${formId}-slug-hint`} className={fields.hint}>
            The page will be at {pageAddress(window.location.origin, shownSlug)}. Use lower-case letters, digits and hyphens (-).
          </p>
        </div>
        {problem && (
          <p role="alert" className={fields.error}>
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
