// The loaded Services Manager: one react-hook-form holds the whole list (`services.{i}.…`), validated
// by the contract's list schema, the one the server applies to the PUT that saves it. One tab per
// service, "Delete service" in its form, Add and Save; saves and deletes go through the editor's one save
// path, naming the list's version, and its History restores an earlier list. A list with a draft opens
// on it; the draft is saved by hand, quietly a few seconds after the last change, scheduled or published.
import type { PageContent, Service } from '@site/contracts';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_PATHS } from '../admin-paths';
import { deleteService } from '../api/services';
import { useRefusal } from '../auth/permissions';
import { DraftNote } from '../drafts/DraftNote';
import { draftBadge } from '../drafts/draft-text';
import { useAutosave } from '../drafts/useAutosave';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';
import { useConfirm } from '../ui/ConfirmDialog';
import { useFormUndo } from '../undo/useFormUndo';
import { DELETE_NEW_SERVICE_DETAIL, DELETE_SAVED_SERVICE_DETAIL, DELETE_SERVICE_QUESTION } from './service-editor-options';
import { firstServiceWithErrors, newService, selectionAfterDelete, type DraftService, type ServicesForm } from './service-list';
import { servicesResolver, type ServicesToSave } from './services-form-schema';
import type { LoadedServices } from './services-loader';
import { ServicesHeader } from './ServicesHeader';
import { useFocusFieldParam } from '../site-health/useFocusFieldParam';
import { ServiceWorkspace } from './ServiceWorkspace';
import { useServicesSave } from './useServicesSave';
import { useServiceTabs } from './useServiceTabs';
import styles from './ServicesManager.module.css';

// Opened on demand: downloaded when first shown, so the manager opens with less script.
const ScheduleDialog = lazy(() => import('../drafts/ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })));
const ServicesSeoPanel = lazy(() => import('../seo/ServicesSeoPanel').then((m) => ({ default: m.ServicesSeoPanel })));

const EMPTY = 'No services yet. Click "Add" to create one.';

const tabTitle = (service: DraftService | undefined) => service?.title.trim() || 'Untitled service';

interface Props {
  loaded: LoadedServices;
  /** The service page's answer, for the preview. */
  site: Promise<PageContent<'services'>>;
}

export function ServicesEditor({ loaded, site }: Props) {
  const { serviceSlug } = useParams();
  const panelId = useId();
  // Opened at a field (`?field=services.2.image`, a site-health finding's Fix link): focused in the service's panel.
  useFocusFieldParam(() => document.getElementById(panelId));
  const { ask, confirmDialog } = useConfirm();
  const deleting = useRefusal('delete_published');
  const form = useForm<ServicesForm, unknown, { services: ServicesToSave }>({
    defaultValues: { services: (loaded.draft?.data.document as Service[] | undefined) ?? loaded.data },
    resolver: servicesResolver(),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const services = useWatch({ control: form.control, name: 'services' });
  const currentList = useCallback(() => form.getValues('services'), [form]);
  const opened = form.getValues('services');
  const tabs = useServiceTabs(opened, serviceSlug, currentList);
  const saving = useServicesSave(form, tabs, loaded.etag, loaded.draft);
  const [scheduling, setScheduling] = useState(false);
  const { changed: autosaveChanged, cancel: cancelAutosave } = useAutosave<ServicesToSave>((list) => saving.autosave(list));
  // A saved service's delete is already published: the list without it is not an edit for the draft.
  const deletedOnServer = useRef(false);
  // The admin's own edits (not a reset to a reloaded or restored list) save the draft after a pause.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === undefined) return;
      if (deletedOnServer.current) {
        deletedOnServer.current = false;
        return;
      }
      autosaveChanged(structuredClone(values.services) as ServicesToSave);
    });
    return () => subscription.unsubscribe();
  }, [form, autosaveChanged]);
  // A step of Undo or Redo is an edit too; one back to the list as opened undoes the automatic saves.
  const undo = useFormUndo(form, ({ services: list }, clean) => {
    if (!clean) return autosaveChanged(list);
    cancelAutosave();
    void saving.dropChanges();
  });
  const [publishAt, setPublishAt] = useState(loaded.draft?.data.publish_at ?? null);
  const { isSubmitting, isDirty } = form.formState;
  // Switching tabs changes the address too: only leaving the manager asks.
  const leaveGuard = useUnsavedChangesGuard(
    isDirty,
    (pathname) => pathname.startsWith(ADMIN_PATHS.services),
    () => {
      cancelAutosave();
      return saving.dropChanges();
    },
  );

  const add = () => {
    const list = form.getValues('services');
    const service = newService(list.length);
    append(service, { shouldFocus: false });
    tabs.select(list.length, [...list, service]);
  };

  // A saved service is deleted on the server at once; a new one only leaves the form.
  const onDelete = async (index: number) => {
    const id = form.getValues(`services.${index}._id`);
    // The Delete key on a tab, for a role that may not delete a saved service: the server's sentence.
    if (id && deleting.refused) {
      toast.error(deleting.reason);
      return;
    }
    if (!(await ask(DELETE_SERVICE_QUESTION, 'Delete', id ? DELETE_SAVED_SERVICE_DETAIL : DELETE_NEW_SERVICE_DETAIL))) return;
    const what = { name: 'service', fallback: 'The service could not be deleted.' };
    if (id) {
      if (!(await saving.remove((basedOn) => deleteService(id, basedOn), what))) return;
      cancelAutosave();
      deletedOnServer.current = true;
    }
    const list = form.getValues('services');
    remove(index);
    // Deleted on the server: not a change Undo could take back.
    if (id) undo.restart();
    tabs.select(
      selectionAfterDelete(tabs.selected, index, list.length),
      list.filter((_, i) => i !== index),
    );
  };

  const save = form.handleSubmit(
    ({ services: list }) => {
      cancelAutosave();
      return saving.save(list);
    },
    (errors) => {
      const first = firstServiceWithErrors(errors.services);
      if (first !== null) tabs.select(first);
      toast.error('Please correct the highlighted fields.');
    },
  );

  const saveDraft = async () => {
    cancelAutosave();
    const list = form.getValues('services');
    if (await saving.saveDraft(list)) form.reset({ services: list });
  };

  const discardDraft = async () => {
    if (!(await ask('Discard this draft?', 'Discard draft', 'The published version stays as it is.'))) return;
    cancelAutosave();
    await saving.discardDraft();
  };

  const schedule = async (at: string, when: string) => {
    cancelAutosave();
    const list = form.getValues('services');
    const done = await saving.schedule(list, at, when);
    if (done) {
      form.reset({ services: list });
      setPublishAt(at);
    }
    return done;
  };

  const current = Math.min(tabs.selected, fields.length - 1);
  return (
    <div className={styles.editor} {...undo.keys}>
      <ServicesHeader
        undo={undo}
        actions={{
          saving: isSubmitting,
          removing: saving.removing,
          onHistory: saving.openHistory,
          onAdd: add,
          onSave: () => void save(),
          onSaveDraft: () => void saveDraft(),
          onSchedule: () => setScheduling(true),
        }}
      />
      {saving.presence}
      <DraftNote
        hasDraft={saving.hasDraft}
        scheduled={publishAt ? draftBadge({ publish_at: publishAt }) : null}
        status={saving.autosaveStatus}
        onDiscard={() => void discardDraft()}
        busy={isSubmitting}
      />
      <Suspense fallback={null}>
        <ServicesSeoPanel site={site} />
      </Suspense>
      {tabs.unknownSlug && (
        <p role="status" className={styles.notice}>
          There is no service at “{tabs.unknownSlug}”: showing the first one instead.
        </p>
      )}
      {fields.length === 0 && <p className={styles.empty}>{EMPTY}</p>}
      <FormProvider {...form}>
        {current >= 0 && (
          <ServiceWorkspace
            tabs={fields.map((field, index) => ({ key: field.id, title: tabTitle(services[index]) }))}
            selected={current}
            services={services}
            site={site}
            panelId={panelId}
            busy={saving.removing}
            deleteRefused={deleting.reason}
            onSelect={tabs.select}
            onDelete={(i) => void onDelete(i)}
            onSubmit={(event) => void save(event)}
          />
        )}
      </FormProvider>
      {confirmDialog}
      {leaveGuard}
      {saving.dialogs}
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleDialog what="The services list" onSchedule={schedule} onClose={() => setScheduling(false)} />
        </Suspense>
      )}
    </div>
  );
}
