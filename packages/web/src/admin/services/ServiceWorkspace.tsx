// The selected service's place in the Services Manager: the tab strip, then its schema-driven form
// (the tab panel, fields named `services.{i}.…`, under its title and "Delete service") beside the
// live preview of its public page, drawn once it is near the screen. A click in the preview focuses
// the service's field it shows.
import { formShape, serviceSchema, type PageContent } from '@site/contracts';
import { Trash2 } from 'lucide-react';
import { lazy, type FormEvent } from 'react';
import { EditorOptionsContext } from '../form/editor-options';
import { focusField } from '../form/focus-field';
import { SchemaFields } from '../form/SchemaFields';
import { InSight } from '../preview/InSight';
import type { Picking } from '../preview/preview-picking';
import buttons from '../ui/Button.module.css';
import { SERVICE_EDITOR_OPTIONS } from './service-editor-options';
import type { DraftService } from './service-list';
import { SERVICE_FRAME } from './service-frame';
import { ServiceTabs, tabIdOf, type Tab } from './ServiceTabs';
import styles from './ServicesManager.module.css';

// The public service page's code (navbar, footer, the page) comes with the preview, once it is near
// the screen: at once beside the form, when scrolled to on a phone.
const ServicePreview = lazy(() => import('./ServicePreview').then((module) => ({ default: module.ServicePreview })));

const ENTRIES = (() => {
  const shape = formShape(serviceSchema);
  return shape.type === 'group' ? shape.fields : [];
})();

interface Props {
  tabs: Tab[];
  /** The selected tab's index; its key is `tabs[selected].key`. */
  selected: number;
  services: readonly DraftService[];
  /** The service page's answer: the preview's navbar, footer and site colours. */
  site: Promise<PageContent<'services'>>;
  panelId: string;
  /** While a delete is on its way, "Delete service" waits. */
  busy: boolean;
  /** Why the signed-in role may not delete a saved (published) service, when it may not. */
  deleteRefused: string | undefined;
  onSelect: (index: number) => void;
  onDelete: (index: number) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function ServiceWorkspace({
  tabs,
  selected,
  services,
  site,
  panelId,
  busy,
  deleteRefused,
  onSelect,
  onDelete,
  onSubmit,
}: Props) {
  const tab = tabs[selected];
  const key = tab?.key ?? '';
  const service = services[selected];
  // A new service only leaves the form, which any role may do; a saved one is deleted on the server.
  const refused = service?._id ? deleteRefused : undefined;
  const picking: Picking = {
    nameOf: (frame) => (frame === SERVICE_FRAME ? (tab?.title ?? null) : null),
    onPick: ({ fieldIn }) => {
      const field = fieldIn(service);
      if (field) focusField(() => document.getElementById(panelId), `services.${selected}.${field}`);
    },
  };
  return (
    <>
      <ServiceTabs tabs={tabs} selected={selected} panelId={panelId} busy={busy} onSelect={onSelect} onDelete={onDelete} />
      <div className={styles.workspace}>
        {/* The tab panel is a div around the form: ARIA does not allow the tabpanel role on a form. */}
        <div id={panelId} role="tabpanel" aria-labelledby={tabIdOf(key)} className={styles.panel}>
          <form onSubmit={onSubmit} noValidate>
            <div className={styles.panelHeader}>
              <h2 className={styles.panelTitle}>{tab?.title}</h2>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                disabled={busy || refused !== undefined}
                title={refused}
                onClick={() => onDelete(selected)}
              >
                <Trash2 aria-hidden="true" size={16} />
                Delete service
              </button>
            </div>
            <EditorOptionsContext.Provider value={SERVICE_EDITOR_OPTIONS}>
              <SchemaFields key={key} name={`services.${selected}`} entries={ENTRIES} />
            </EditorOptionsContext.Provider>
          </form>
        </div>
        {service && (
          <InSight>
            <ServicePreview service={service} services={services} site={site} picking={picking} />
          </InSight>
        )}
      </div>
    </>
  );
}
