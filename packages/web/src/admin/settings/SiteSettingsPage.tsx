// /admin/settings: the site settings — the site's name and the title template every page's title is
// written in, the default description and share image, and the favicon (the tab and home-screen
// icons are made from it when it is saved). One document with its contract schema, edited as a
// section is: the schema-driven fields (SettingsFields) with Undo and Redo, saved through the editor's one save path,
// which names the version the form started from (a save made since by someone else opens the
// conflict dialog), with History to restore a saved version. Below, Notifications: who gets the
// email alerts of new messages (NotificationsCard.tsx).
import { SITE_SETTINGS, type SiteSettings } from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useLoaderData, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { useSchemaForm } from '../form/schema-form';
import { issuesOf } from '../form/server-issues';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';
import { UndoButtons } from '../undo/UndoButtons';
import { useFormUndo } from '../undo/useFormUndo';
import { useSaveDocument } from '../save/useSaveDocument';
import buttons from '../ui/Button.module.css';
import screen from '../ui/Screen.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { NotificationsCard } from './NotificationsCard';
import { SETTINGS_DOCUMENT } from './settings-document';
import type { SettingsLoaderData } from './settings-loader';
import { useFocusFieldParam } from '../site-health/useFocusFieldParam';
import { SettingsFields } from './SettingsFields';
import { settingsNotes } from './SettingsNotes';
import styles from './SiteSettingsPage.module.css';

export function SiteSettingsPage() {
  useDocumentTitle(SITE_SETTINGS.label);
  const id = useId();
  const { settings: loaded, notifications } = useLoaderData<SettingsLoaderData>();
  // The settings as the server holds them: the icons shown are the saved favicon's.
  const [saved, setSaved] = useState(loaded.data);
  const { form, fields } = useSchemaForm(SITE_SETTINGS.schema, loaded.data);
  const { isSubmitting, isDirty } = form.formState;
  const leaveGuard = useUnsavedChangesGuard(isDirty);
  const undo = useFormUndo(form);
  // The sidebar follows a change of the site's languages (its Languages link).
  const revalidator = useRevalidator();

  const replace = (data: SiteSettings) => {
    setSaved(data);
    form.reset(data);
  };
  // Opened at a field (`?field=`, a site-health finding's Fix link): focused once the form shows it.
  useFocusFieldParam();
  const saving = useSaveDocument<SiteSettings, SiteSettings>({
    document: SETTINGS_DOCUMENT,
    version: loaded.etag,
    subject: 'settings',
    name: 'the site settings',
    messages: { success: SITE_SETTINGS.editor.success, fallback: 'Saving failed.' },
    onSaved: (result) => {
      replace(result.data);
      void revalidator.revalidate();
    },
    onReplaced: replace,
    onRefused: (error) => {
      for (const issue of issuesOf(error.body)) if (issue.name) form.setError(issue.name, { message: issue.message });
    },
    history: { doc: SITE_SETTINGS.path, label: SITE_SETTINGS.label, discardsDraft: isDirty },
    check: { document: SITE_SETTINGS.path, body: (values) => values },
  });

  const submit = form.handleSubmit(
    (values) => saving.save(values as SiteSettings),
    () => toast.error('Please correct the highlighted fields.'),
  );
  const notes = useMemo(() => settingsNotes(saved), [saved]);

  return (
    <div className={screen.screen}>
      <h1 id={`${id}-title`} className={screen.title}>
        {SITE_SETTINGS.label}
      </h1>
      {saving.presence}
      <FormProvider {...form}>
        <form className={styles.card} noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} {...undo.keys}>
          <SettingsFields fields={fields} editor={SITE_SETTINGS.editor} notes={notes} />
          <div className={styles.actions}>
            <button
              type="submit"
              className={`${buttons.button} ${buttons.primary}`}
              disabled={isSubmitting}
              aria-busy={isSubmitting}
            >
              {isSubmitting ? 'Saving...' : 'Save settings'}
            </button>
            <button type="button" className={buttons.button} onClick={saving.openHistory}>
              History
            </button>
            <UndoButtons undo={undo} />
          </div>
        </form>
      </FormProvider>
      <NotificationsCard notifications={notifications} />
      {saving.dialogs}
      {leaveGuard}
    </div>
  );
}
