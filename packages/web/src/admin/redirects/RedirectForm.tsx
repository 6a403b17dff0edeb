// The form of one redirect, in a dialog: From, To and Status. A refusal is shown under the field the
// server names (a loop under To, a taken address under From); the dialog stays open until it saves.
import type { Redirect, RedirectStatus } from '@site/contracts';
import { useId, useState, type FormEvent } from 'react';
import { saveRedirect } from '../api/redirects';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { TextField } from '../create-admin/TextField';
import { FieldShell } from '../form/inputs/FieldShell';
import fieldStyles from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import { redirectErrors, type RedirectErrors } from './redirect-errors';
import styles from './RedirectsPage.module.css';

export const STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 — moved for good',
  302: '302 — moved for now',
};

interface RedirectFormProps {
  /** The redirect being changed, or undefined for a new one. */
  editing?: Redirect | undefined;
  /** A new redirect's `from`, filled in (the not-found log's Create redirect). */
  from?: string | undefined;
  onSaved: (saved: Redirect) => void;
  onClose: () => void;
}

export function RedirectForm({ editing, from, onSaved, onClose }: RedirectFormProps) {
  const endSession = useEndSessionOnUnauthorized();
  const [values, setValues] = useState({
    from: editing?.from ?? from ?? '',
    to: editing?.to ?? '',
    status: editing?.status ?? (301 as RedirectStatus),
  });
  const [errors, setErrors] = useState<RedirectErrors>({ fields: {} });
  const [saving, setSaving] = useState(false);
  const statusId = useId();
  const formId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      onSaved(await saveRedirect(values, editing?.id));
    } catch (error) {
      if (endSession(error)) return;
      setErrors(redirectErrors(error));
    } finally {
      setSaving(false);
    }
  }

  const set = (name: 'from' | 'to') => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing ? 'Change redirect' : 'New redirect'}
      footer={
        <div className={styles.formButtons}>
          <button type="button" className={buttons.button} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className={`${buttons.button} ${buttons.primary}`}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? 'Saving...' : 'Save redirect'}
          </button>
        </div>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="From"
          name="from"
          autoComplete="off"
          placeholder="/old-page or /old-section/*"
          value={values.from}
          onChange={set('from')}
          error={errors.fields.from}
        />
        <p className={styles.hint}>
          A path of this site. End it in /* to redirect every address under it, the rest of the address passed on.
        </p>
        <TextField
          label="To"
          name="to"
          autoComplete="off"
          placeholder="/new-page or https://example.com/page"
          value={values.to}
          onChange={set('to')}
          error={errors.fields.to}
        />
        <FieldShell id={statusId} label="Status" error={errors.fields.status}>
          {(a11y) => (
            <select
              {...a11y}
              className={fieldStyles.input}
              value={values.status}
              onChange={(event) => setValues({ ...values, status: Number(event.target.value) as RedirectStatus })}
            >
              {([301, 302] as const).map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        {errors.form && (
          <p role="alert" className={styles.formError}>
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}
