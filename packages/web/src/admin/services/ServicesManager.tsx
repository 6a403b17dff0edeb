// /admin/services and /admin/services/{slug} (admin spec §2, §4, §5, §7): one tab per service with
// its delete cross, Add and Save, the selected service's schema-driven form and a live preview of
// its public page. One react-hook-form holds the whole list (`services.{i}.…`), validated by the
// contract's list schema, the one the server applies to the PUT that saves it. Every write names the
// list's version it replaces: one made since by someone else opens the conflict dialog. History
// lists the saved versions of the list; a restored one replaces the form's.
import { SERVICES_DOCUMENT, formShape, serviceSchema, type Restored } from '@site/contracts';
import { History, Plus, Save } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_PATHS } from '../admin-paths';
import { ConflictError, RequestFailedError } from '../api/errors';
import { deleteService, listServices, saveServices } from '../api/services';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { ConflictDialog, type Conflict } from '../conflict/ConflictDialog';
import { LOADED_LATEST } from '../conflict/conflict-text';
import { EditorOptionsContext } from '../forms/editor-options';
import { SchemaFields } from '../forms/SchemaFields';
import { HistoryDialog } from '../history/HistoryDialog';
import { issuesOf } from '../forms/server-issues';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useDocumentTitle } from '../useDocumentTitle';
import { DELETE_SERVICE_QUESTION, SERVICE_EDITOR_OPTIONS } from './service-editor-options';
import {
  firstServiceWithErrors, formIssues, newService, selectionAfterDelete, selectionForSlug, serviceIndexOf, withDerivedSlugs,
  type DraftService, type ServicesForm,
} from './service-list';
import { ServicePreview } from './ServicePreview';
import { ServiceTabs, tabIdOf } from './ServiceTabs';
import { servicesResolver, type ServicesToSave } from './services-form-schema';
import styles from './ServicesManager.module.css';
import { useServicesLoad } from './useServicesLoad';

/** Verbatim from the spec (admin-editor §2, §8). */
export const SAVED = 'Saved successfully!';
export const EMPTY = 'No services yet. Click "Add" to create one.';

const tabTitle = (service: DraftService | undefined) => service?.title.trim() || 'Untitled service';

export function ServicesManager() {
  useDocumentTitle('Services Manager');
  const { serviceSlug } = useParams();
  const navigate = useNavigate();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const panelId = useId();
  const entries = useMemo(() => {
    const shape = formShape(serviceSchema);
    return shape.type === 'group' ? shape.fields : [];
  }, []);

  const form = useForm<ServicesForm, unknown, { services: ServicesToSave }>({ defaultValues: { services: [] }, resolver: servicesResolver() });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'services' });
  const services = useWatch({ control: form.control, name: 'services' });
  const [selected, setSelected] = useState(0);
  const [unknownSlug, setUnknownSlug] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The list's version the form is based on: what the next write names in If-Match.
  const version = useRef<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The list a refused save sent, which Overwrite sends again.
  const refused = useRef<ServicesToSave | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { isSubmitting, isDirty } = form.formState;
  // Switching tabs changes the address too (/admin/services/{slug}): only leaving the manager asks.
  const leaveGuard = useUnsavedChangesGuard(isDirty, (pathname) => pathname.startsWith(ADMIN_PATHS.services));

  /** Selects a tab and names its service in the address, without a history entry per click. */
  const select = useCallback(
    (index: number, list: readonly DraftService[] = form.getValues('services')) => {
      setSelected(index);
      setUnknownSlug(null);
      const slug = list[index]?.slug;
      void navigate(slug ? `${ADMIN_PATHS.services}/${encodeURIComponent(slug)}` : ADMIN_PATHS.services, { replace: true });
    },
    [form, navigate],
  );

  const load = useServicesLoad((list, etag) => {
    version.current = etag;
    form.reset({ services: list });
    const { index, unknown } = selectionForSlug(list, serviceSlug);
    setSelected(index);
    setUnknownSlug(unknown && serviceSlug ? serviceSlug : null);
  });

  const add = () => {
    const list = form.getValues('services');
    const service = newService(list.length);
    append(service, { shouldFocus: false });
    select(list.length, [...list, service]);
  };

  const onDelete = async (index: number) => {
    const service = form.getValues(`services.${index}`);
    if (!(await ask(DELETE_SERVICE_QUESTION))) return;
    // Admin spec §7: a saved service is deleted on the server at once; a new one only goes locally.
    if (service._id) {
      setDeleting(true);
      try {
        version.current = await deleteService(service._id, version.current);
      } catch (error) {
        if (endSession(error)) return;
        if (error instanceof ConflictError) {
          setConflict({ current: error.current, action: 'delete' });
          return;
        }
        // A 404 means it is already gone from the server: dropping its tab is right then too.
        if (!(error instanceof RequestFailedError && error.status === 404)) {
          console.error('Failed to delete service', error);
          toast.error(error instanceof Error ? error.message : 'The service could not be deleted.');
          return;
        }
      } finally {
        setDeleting(false);
      }
    }
    const list = form.getValues('services');
    remove(index);
    select(
      selectionAfterDelete(selected, index, list.length),
      list.filter((_, i) => i !== index),
    );
  };

  /** Puts a list the server holds now into the form, as the base of the next write. */
  const show = (list: DraftService[], etag: string | null) => {
    version.current = etag;
    form.reset({ services: list });
    select(Math.max(0, Math.min(selected, list.length - 1)), list);
  };

  const write = async (list: ServicesToSave, basedOn: string | null) => {
    try {
      const saved = await saveServices(withDerivedSlugs(list), basedOn);
      // The server's answer replaces the list: new services get their _id, empty slugs show as derived.
      show(saved.data, saved.etag);
      setConflict(null);
      toast.success(SAVED);
    } catch (error) {
      if (endSession(error)) return;
      if (error instanceof ConflictError) {
        refused.current = list;
        setConflict({ current: error.current, action: 'save' });
        return;
      }
      console.error('Failed to save services', error);
      const issues = error instanceof RequestFailedError ? formIssues(issuesOf(error.body)) : [];
      for (const issue of issues) form.setError(issue.name as FieldPath<ServicesForm>, { message: issue.message });
      const first = issues.map((issue) => serviceIndexOf(issue.name)).find((index) => index !== null);
      if (first !== undefined && first !== null) select(first);
      toast.error(error instanceof Error ? error.message : 'The services could not be saved.');
    }
  };

  const reload = async () => {
    try {
      const latest = await listServices();
      show(latest.data, latest.etag);
      setConflict(null);
      toast.success(LOADED_LATEST);
    } catch (error) {
      if (endSession(error)) return;
      console.error('Failed to reload services', error);
      toast.error('The latest version could not be loaded.', { description: error instanceof Error ? error.message : undefined });
    }
  };

  // Naming the version the 412 reported: a save made by a third admin meanwhile is caught too.
  const overwrite = async () => {
    if (conflict && refused.current) await write(refused.current, conflict.current.etag);
  };

  const restored = ({ data, etag }: Restored) => {
    setHistoryOpen(false);
    show(data as DraftService[], etag);
  };

  const save = form.handleSubmit(
    ({ services: list }) => write(list, version.current),
    (errors) => {
      const first = firstServiceWithErrors(errors.services);
      if (first !== null) select(first);
      toast.error('Please correct the highlighted fields.');
    },
  );

  const ready = load.status === 'ready';
  const current = Math.min(selected, fields.length - 1);
  const currentKey = fields[current]?.id;
  const currentService = services[current];
  const tabs = fields.map((field, index) => ({ key: field.id, title: tabTitle(services[index]) }));

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.title}>Services Manager</h1>
        <div className={styles.actions}>
          <button type="button" className={buttons.button} onClick={() => setHistoryOpen(true)} disabled={!ready || isSubmitting}>
            <History aria-hidden="true" size={16} />
            History
          </button>
          <button type="button" className={buttons.button} onClick={add} disabled={!ready || isSubmitting}>
            <Plus aria-hidden="true" size={16} />
            Add
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void save()} disabled={!ready || isSubmitting || deleting}>
            <Save aria-hidden="true" size={16} />
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
        </div>
      </div>

      {load.status === 'loading' && (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" />
          Loading services...
        </p>
      )}
      {load.status === 'error' && (
        <p role="alert" className={styles.error}>
          The services could not be loaded: {load.message}
        </p>
      )}
      {ready && unknownSlug && (
        <p role="status" className={styles.notice}>
          There is no service at “{unknownSlug}”: showing the first one instead.
        </p>
      )}
      {ready && fields.length === 0 && <p className={styles.empty}>{EMPTY}</p>}

      <FormProvider {...form}>
        {ready && currentKey && (
          <>
            <ServiceTabs tabs={tabs} selected={current} panelId={panelId} busy={deleting} onSelect={select} onDelete={(i) => void onDelete(i)} />
            <div className={styles.workspace}>
              <form
                id={panelId}
                role="tabpanel"
                aria-labelledby={tabIdOf(currentKey)}
                className={styles.panel}
                onSubmit={(event) => void save(event)}
                noValidate
              >
                <EditorOptionsContext.Provider value={SERVICE_EDITOR_OPTIONS}>
                  <SchemaFields key={currentKey} name={`services.${current}`} entries={entries} />
                </EditorOptionsContext.Provider>
              </form>
              {currentService && <ServicePreview service={currentService} services={services} />}
            </div>
          </>
        )}
      </FormProvider>
      {confirmDialog}
      {leaveGuard}
      <ConflictDialog subject="services" conflict={conflict} onReload={reload} onOverwrite={overwrite} onCancel={() => setConflict(null)} />
      {historyOpen && (
        <HistoryDialog doc={SERVICES_DOCUMENT} label="the services list" discardsDraft={isDirty} onRestored={restored} onClose={() => setHistoryOpen(false)} />
      )}
    </div>
  );
}
