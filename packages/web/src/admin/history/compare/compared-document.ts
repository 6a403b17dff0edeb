// Which document a history compares, from its address in the history API (`about/faq`, `services`,
// `custom-pages/careers`, `seo/about`, `settings`, each perhaps with `?locale=`): what draws it and
// which form's words name its fields.
import { SECTIONS, SERVICES_DOCUMENT, type EditorOptions, type SectionEntry } from '@site/contracts';
import { SERVICE_EDITOR_OPTIONS } from '../../services/service-editor-options';

export type ComparedDocument =
  | { kind: 'section'; section: SectionEntry }
  | { kind: 'services' }
  | { kind: 'page'; slug: string }
  | { kind: 'seo'; key: string }
  | { kind: 'settings' };

export function comparedDocument(doc: string): ComparedDocument {
  const path = doc.split('?')[0] ?? doc;
  if (path === SERVICES_DOCUMENT) return { kind: 'services' };
  if (path === 'settings') return { kind: 'settings' };
  if (path.startsWith('custom-pages/')) return { kind: 'page', slug: path.slice('custom-pages/'.length) };
  if (path.startsWith('seo/')) return { kind: 'seo', key: path.slice('seo/'.length) };
  const section = SECTIONS.find((s) => s.path === path);
  return section ? { kind: 'section', section } : { kind: 'settings' };
}

/** The form's words for the document's fields, and the list its paths start under. */
export function labelOptionsOf(compared: ComparedDocument): { options: Pick<EditorOptions, 'labels' | 'lists'>; root?: string } {
  if (compared.kind === 'section') return { options: compared.section.editor ?? {} };
  if (compared.kind === 'services') {
    return {
      options: { ...SERVICE_EDITOR_OPTIONS, lists: { services: { itemLabel: 'Service' }, ...SERVICE_EDITOR_OPTIONS.lists } },
      root: 'services',
    };
  }
  if (compared.kind === 'page') return { options: { lists: { blocks: { itemLabel: 'Block' } } } };
  return { options: {} };
}
