// The Services Manager on the editor's one save path: the list is saved whole, the server's answer
// (new services with their _id, empty slugs derived) replaces the form's list, and a refusal's
// problems are shown on the fields they name, with the first such service's tab selected.
import { SERVICES_DOCUMENT, type Draft, type Service } from '@site/contracts';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { Versioned } from '../api/versioned';
import { issuesOf } from '../form/server-issues';
import { useSaveDocument, type SaveDocument } from '../save/useSaveDocument';
import { formIssues, serviceIndexOf, withDerivedSlugs, type DraftService, type ServicesForm } from './service-list';
import { SERVICES_LIST } from './services-document';
import type { ServicesToSave } from './services-form-schema';
import type { ServiceTabsState } from './useServiceTabs';

/** The toast after a save. */
const SAVED = 'Saved successfully!';

export function useServicesSave(
  form: UseFormReturn<ServicesForm, unknown, { services: ServicesToSave }>,
  tabs: ServiceTabsState,
  version: string | null,
  /** The list's draft the manager opened on (null: none). */
  draft: Versioned<Draft> | null,
): SaveDocument<ServicesToSave> {
  /** The server's list replaces the form's, on the same tab where it still exists. */
  const replaceList = (list: DraftService[]) => {
    form.reset({ services: list });
    tabs.select(Math.max(0, Math.min(tabs.selected, list.length - 1)), list);
  };

  return useSaveDocument<Service[], ServicesToSave>({
    document: SERVICES_LIST,
    version,
    subject: 'services',
    name: 'services',
    messages: { success: SAVED, fallback: 'The services could not be saved.' },
    onSaved: (saved) => replaceList(saved.data),
    onReplaced: replaceList,
    onRefused: (error) => {
      const issues = formIssues(issuesOf(error.body));
      for (const issue of issues) form.setError(issue.name as FieldPath<ServicesForm>, { message: issue.message });
      const first = issues.map((issue) => serviceIndexOf(issue.name)).find((index) => index !== null);
      if (first !== undefined && first !== null) tabs.select(first);
    },
    draft: { target: { path: SERVICES_DOCUMENT, body: withDerivedSlugs }, opened: draft },
    history: { doc: SERVICES_DOCUMENT, label: 'the services list', discardsDraft: form.formState.isDirty },
  });
}
