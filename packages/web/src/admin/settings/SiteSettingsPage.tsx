// /admin/settings: the site settings — the site's name and the title template every page's title is
// written in, the default description and share image, and the favicon (the tab and home-screen
// icons are made from it when it is saved). A save names the version it replaces (If-Match);
// History lists the saved versions and restores one (the panel is loaded when first opened). Below,
// Notifications: who gets the email alerts of new messages (NotificationsCard.tsx).
import { lazy, Suspense, useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { toast } from 'sonner';
import { applyTitleTemplate, DESCRIPTION_HINT, iconUrl, type SiteSettings } from '@site/contracts';
import { messageOf } from '../../shared/error-message';
import { saveSettings } from '../api/seo';
import { FieldShell } from '../form/inputs/FieldShell';
import { ImageInput } from '../form/inputs/ImageInput';
import fieldStyles from '../form/inputs/Field.module.css';
import { LengthHint } from '../seo/LengthHint';
import { SEO_IMAGE_CATEGORY } from '../seo/SeoFields';
import seoStyles from '../seo/Seo.module.css';
import buttons from '../ui/Button.module.css';
import screen from '../ui/Screen.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { NotificationsCard } from './NotificationsCard';
import type { SettingsLoaderData } from './settings-loader';
import styles from './SiteSettingsPage.module.css';

const HistoryDialog = lazy(() => import('../history/HistoryDialog').then((module) => ({ default: module.HistoryDialog })));

/** The library category an uploaded favicon is filed under (the navbar's, where logos are). */
const FAVICON_CATEGORY = 'navbar';

export function SiteSettingsPage() {
  useDocumentTitle('Site settings');
  const id = useId();
  const { settings: loaded, notifications } = useLoaderData<SettingsLoaderData>();
  const [stored, setStored] = useState(loaded);
  const [value, setValue] = useState(loaded.data);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState(false);
  const set = (patch: Partial<SiteSettings>) => setValue((v) => ({ ...v, ...patch }));

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveSettings(value, stored.etag);
      setStored(saved);
      setValue(saved.data);
      toast.success('Site settings saved');
    } catch (error) {
      setFailure(messageOf(error, 'Saving failed.'));
    } finally {
      setSaving(false);
    }
  };

  const example = applyTitleTemplate(value.title_template, 'About Us', value.site_name);
  const favicon = stored.data.favicon;

  return (
    <div className={screen.screen}>
      <h1 id={`${id}-title`} className={screen.title}>
        Site settings
      </h1>
      <form
        className={styles.card}
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <FieldShell id={`${id}-name`} label="Site name" hint="After each page's title in browser tabs and search results.">
          {(a11y) => (
            <input
              {...a11y}
              className={fieldStyles.input}
              value={value.site_name}
              onChange={(e) => set({ site_name: e.target.value })}
              autoComplete="off"
            />
          )}
        </FieldShell>
        <FieldShell
          id={`${id}-template`}
          label="Title template"
          hint={`{page} is the page's title, {site_name} the site's name. An about page's title: ${example}`}
        >
          {(a11y) => (
            <input
              {...a11y}
              className={fieldStyles.input}
              value={value.title_template}
              onChange={(e) => set({ title_template: e.target.value })}
              autoComplete="off"
            />
          )}
        </FieldShell>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={`${id}-description`}>
            Default description
          </label>
          <textarea
            id={`${id}-description`}
            className={fieldStyles.input}
            rows={3}
            value={value.default_description}
            aria-describedby={`${id}-description-hint`}
            onChange={(e) => set({ default_description: e.target.value })}
          />
          <LengthHint id={`${id}-description-hint`} length={value.default_description.length} limit={DESCRIPTION_HINT} />
        </div>
        <FieldShell id={`${id}-image`} label="Default share image" hint="For pages without a picture of their own.">
          {(a11y) => (
            <ImageInput
              a11y={a11y}
              label="Default share image"
              value={value.default_image}
              onChange={(default_image) => set({ default_image })}
              category={SEO_IMAGE_CATEGORY}
              uploadFailure="Failed to upload image"
            />
          )}
        </FieldShell>
        <FieldShell
          id={`${id}-favicon`}
          label="Favicon"
          hint="A square image from the library (SVG or PNG works best); the tab and home-screen icons are made from it when you save."
        >
          {(a11y) => (
            <ImageInput
              a11y={a11y}
              label="Favicon"
              value={value.favicon}
              onChange={(url) => set({ favicon: url })}
              category={FAVICON_CATEGORY}
              uploadFailure="Failed to upload image"
            />
          )}
        </FieldShell>
        {favicon && (
          <div className={seoStyles.icons} aria-label="Icons made from the saved favicon" role="group">
            {([32, 180] as const).map((size) => (
              <figure key={size}>
                <img src={iconUrl(favicon, size)} width={size === 32 ? 32 : 64} height={size === 32 ? 32 : 64} alt="" />
                <figcaption>{size === 32 ? 'Browser tab' : 'Home screen'}</figcaption>
              </figure>
            ))}
          </div>
        )}
        {failure && (
          <p className={seoStyles.formError} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save settings'}
          </button>
          <button type="button" className={buttons.button} onClick={() => setHistory(true)}>
            History
          </button>
        </div>
      </form>
      <NotificationsCard notifications={notifications} />
      {history && (
        <Suspense fallback={null}>
          <HistoryDialog
            doc="settings"
            label="Site settings"
            discardsDraft={JSON.stringify(value) !== JSON.stringify(stored.data)}
            onRestored={(restored) => {
              const data = restored.data as SiteSettings;
              setStored({ data, etag: restored.etag });
              setValue(data);
              setHistory(false);
            }}
            onClose={() => setHistory(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
