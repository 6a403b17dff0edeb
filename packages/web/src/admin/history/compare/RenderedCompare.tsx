// The two sides of a compare drawn as the public site draws them: side by side on a wide screen, one
// above the other on a phone, each laid out at a desktop width and zoomed to fit where there is room
// (as the live preview is).
import { useRef } from 'react';
import type { Comparison } from '@site/contracts';
import { useFitWidth } from '../../preview/useFitWidth';
import type { ComparedDocument } from './compared-document';
import { RenderedVersion } from './RenderedVersion';
import type { LayoutContent } from '../../preview/PreviewLayout';
import { sideName } from './compare-text';
import styles from './Compare.module.css';

function Pane({ title, children }: { title: string; children: React.ReactNode }) {
  const viewport = useRef<HTMLDivElement>(null);
  const { width, zoom } = useFitWidth(viewport);
  return (
    <figure className={styles.pane}>
      <figcaption className={styles.paneTitle}>{title}</figcaption>
      <div
        ref={viewport}
        className={styles.viewport}
        tabIndex={0}
        role="region"
        aria-label={`${title}, as the page shows it (scrollable)`}
      >
        <div style={{ width, zoom }} inert aria-hidden="true">
          {children}
        </div>
      </div>
    </figure>
  );
}

/** The service a services compare draws: the first one a change names (by its place on each side). */
function changedService(comparison: Comparison): { before: number; after: number } {
  const first = comparison.changes[0];
  const at = Number(first?.path.split('.')[0] ?? 0) || 0;
  const afterList = Array.isArray(comparison.to.data) ? (comparison.to.data as { _id?: string }[]) : [];
  const beforeList = Array.isArray(comparison.from.data) ? (comparison.from.data as { _id?: string }[]) : [];
  // A removed service is named by its old place; any other by its new one, found on the old side by its id.
  if (first?.kind === 'removed' && first.path.split('.').length === 1) return { before: at, after: -1 };
  const id = afterList[at]?._id;
  const before = id === undefined ? at : beforeList.findIndex((s) => s._id === id);
  return { before, after: at };
}

interface Props {
  comparison: Comparison;
  compared: ComparedDocument;
  /** The site's navbar, footer, colours and images the sides are drawn in. */
  layout: LayoutContent;
}

export function RenderedCompare({ comparison, compared, layout }: Props) {
  const service = compared.kind === 'services' ? changedService(comparison) : undefined;
  return (
    <div className={styles.rendered} data-testid="rendered-compare">
      <Pane title={`Before: ${sideName(comparison.from.version)}`}>
        <RenderedVersion compared={compared} data={comparison.from.data} layout={layout} serviceAt={service?.before} />
      </Pane>
      <Pane title={`After: ${sideName(comparison.to.version)}`}>
        <RenderedVersion compared={compared} data={comparison.to.data} layout={layout} serviceAt={service?.after} />
      </Pane>
    </div>
  );
}
