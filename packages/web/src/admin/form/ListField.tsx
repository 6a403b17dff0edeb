// A list of items: each item its own numbered fieldset with a handle (dragged, or focused and moved
// with the up and down arrow keys, as the page editor's blocks), Move up, Move down and Remove (after a
// confirm when the editor asks for one); an Add button (or, when the list needs fields filled first,
// a small new-item form). Items with fields use react-hook-form's field array; lists of plain values
// (image URLs, phone numbers) are set whole. A menu the site makes itself while it is empty says so,
// and can start from that menu.
import { emptyValue, type FormNode } from '@site/contracts';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { useReorder, type Reorder } from '../ui/use-reorder';
import { useEditorOptions, usePatternPrefix, type ListOptions } from './editor-options';
import { patternOf } from './field-labels';
import styles from './ListField.module.css';
import { NewItemPanel } from './NewItemPanel';
import { childName, type ItemFieldsComponent } from './item-fields';

// Only the navbar's and footer's lists start from the automatic menu: its code loads with them.
const AutomaticMenu = lazy(() => import('./AutomaticMenu').then((m) => ({ default: m.AutomaticMenu })));

type ListNode = Extract<FormNode, { type: 'list' }>;

/** An item's handle: dragged, or focused and moved with the arrow keys (ui/use-reorder.ts). */
function Handle({ reorder, index, title }: { reorder: Reorder; index: number; title: string }) {
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.icon} ${styles.handle}`}
      aria-label={`Move ${title}`}
      {...reorder.handleProps(index)}
    >
      <GripVertical aria-hidden="true" size={16} />
    </button>
  );
}

/** The handles' instructions and the last move, for a screen reader. */
function ReorderStatus({ reorder }: { reorder: Reorder }) {
  return (
    <>
      <p id={reorder.instructionsId} className="visually-hidden">
        Drag an item by its handle, or focus the handle and press the up or down arrow key, to move it.
      </p>
      <p className="visually-hidden" role="status">
        {reorder.announcement}
      </p>
    </>
  );
}

const dropClass = (reorder: Reorder, index: number) => (reorder.isDropTarget(index) ? (styles.dropTarget ?? '') : '');

interface ItemControlsProps {
  title: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  handle: ReactNode;
}

function ItemControls({ title, index, count, move, remove, handle }: ItemControlsProps) {
  return (
    <div className={styles.controls}>
      {handle}
      <button
        type="button"
        className={`${buttons.button} ${buttons.icon}`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={`Move ${title} up`}
      >
        <ArrowUp aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        className={`${buttons.button} ${buttons.icon}`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={`Move ${title} down`}
      >
        <ArrowDown aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        className={`${buttons.button} ${buttons.icon}`}
        onClick={() => remove(index)}
        aria-label={`Remove ${title}`}
      >
        <Trash2 aria-hidden="true" size={16} />
      </button>
    </div>
  );
}

/** Remove, asking the editor's question first when it has one; `dialog` is the confirm to render. */
function useRemove(question: string | undefined, remove: (index: number) => void) {
  const { ask, confirmDialog } = useConfirm();
  const onRemove = (index: number) => {
    if (!question) return remove(index);
    // Only the draft changes: the removal reaches the site with the next Save.
    void ask(question, 'Delete', 'It is removed from the site when you save.').then((confirmed) => confirmed && remove(index));
  };
  return { onRemove, dialog: question ? confirmDialog : null };
}

function useListOptions(name: string, label: string): ListOptions & { addLabel: string } {
  const prefix = usePatternPrefix();
  const own = useEditorOptions().lists?.[patternOf(childName(prefix, name))];
  const itemLabel = own?.itemLabel ?? 'Item';
  return { ...own, itemLabel, addLabel: own?.addLabel ?? `Add ${itemLabel === 'Item' ? `${label} item` : itemLabel}` };
}

interface ListProps {
  name: string;
  label: string;
  node: ListNode;
  /** Draws one item's fields (SchemaFields.tsx). */
  Item: ItemFieldsComponent;
}

function GroupList({ name, label, node, Item }: ListProps) {
  const options = useListOptions(name, label);
  const { getValues, setValue } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ name });
  const { onRemove, dialog } = useRemove(options.confirmRemove, remove);
  const full = node.max !== undefined && fields.length >= node.max;
  const add = (item: unknown) => append(item);
  const titleOf = (index: number) => `${options.itemLabel} ${index + 1}`;
  const reorder = useReorder(fields.length, titleOf, move);
  return (
    <>
      <ReorderStatus reorder={reorder} />
      {fields.length === 0 && options.startFrom && (
        <Suspense fallback={null}>
          <AutomaticMenu startFrom={options.startFrom} onStart={(items) => setValue(name, items, { shouldDirty: true })} />
        </Suspense>
      )}
      {fields.map((field, index) => {
        const title = titleOf(index);
        return (
          <fieldset key={field.id} {...reorder.dropProps(index)} className={`${styles.item} ${dropClass(reorder, index)}`}>
            <legend className={styles.itemTitle}>{title}</legend>
            <ItemControls
              title={title}
              index={index}
              count={fields.length}
              move={reorder.move}
              remove={onRemove}
              handle={<Handle reorder={reorder} index={index} title={title} />}
            />
            <Item name={childName(name, index)} label={title} node={node.item} />
          </fieldset>
        );
      })}
      {options.requires ? (
        <NewItemPanel listName={name} node={node.item} options={options} disabled={full} onAdd={add} Item={Item} />
      ) : (
        <button
          type="button"
          className={buttons.button}
          disabled={full}
          onClick={() => add(options.newItem ? options.newItem((getValues(name) as unknown[]) ?? []) : emptyValue(node.item))}
        >
          {options.addLabel}
        </button>
      )}
      {dialog}
    </>
  );
}

function ValueList({ name, label, node, Item }: ListProps) {
  const options = useListOptions(name, label);
  const { setValue } = useFormContext();
  const values = (useWatch({ name }) as unknown[] | undefined) ?? [];
  const set = (next: unknown[]) => setValue(name, next, { shouldDirty: true, shouldValidate: false });
  const move = (from: number, to: number) => {
    const next = [...values];
    next.splice(to, 0, ...next.splice(from, 1));
    set(next);
  };
  const { onRemove, dialog } = useRemove(options.confirmRemove, (i) => set(values.filter((_, j) => j !== i)));
  const full = node.max !== undefined && values.length >= node.max;
  const titleOf = (index: number) => `${options.itemLabel} ${index + 1}`;
  const reorder = useReorder(values.length, titleOf, move);
  return (
    <>
      <ReorderStatus reorder={reorder} />
      {values.map((_, index) => {
        const title = titleOf(index);
        return (
          // Plain values have no identity of their own: the index is the item.
          <div key={index} {...reorder.dropProps(index)} className={`${styles.item} ${dropClass(reorder, index)}`}>
            <ItemControls
              title={title}
              index={index}
              count={values.length}
              move={reorder.move}
              remove={onRemove}
              handle={<Handle reorder={reorder} index={index} title={title} />}
            />
            <Item name={childName(name, index)} label={title} node={node.item} />
          </div>
        );
      })}
      <button type="button" className={buttons.button} disabled={full} onClick={() => set([...values, emptyValue(node.item)])}>
        {options.addLabel}
      </button>
      {dialog}
    </>
  );
}

export function ListField({ name, label, node, Item }: ListProps) {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.listTitle}>{label}</legend>
      {node.item.type === 'group' ? (
        <GroupList name={name} label={label} node={node} Item={Item} />
      ) : (
        <ValueList name={name} label={label} node={node} Item={Item} />
      )}
    </fieldset>
  );
}
