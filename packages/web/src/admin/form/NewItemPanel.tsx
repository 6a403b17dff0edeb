// The small form for a new list item whose required fields must be filled before it can be added
// ("Add Member" needs name and position, "Add Service" title and description). It
// has a form state of its own, so a half-filled new item never reaches the section's draft.
import type { FormNode } from '@site/contracts';
import { emptyValue } from '@site/contracts';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import buttons from '../ui/Button.module.css';
import { PatternPrefixContext, type ListOptions } from './editor-options';
import { labelFor } from './field-labels';
import styles from './ListField.module.css';
import type { ItemFieldsComponent } from './item-fields';

interface Props {
  listName: string;
  node: FormNode;
  options: ListOptions & { addLabel: string };
  disabled: boolean;
  onAdd: (item: unknown) => void;
  /** Draws the item's fields (SchemaFields.tsx). */
  Item: ItemFieldsComponent;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export function NewItemPanel({ listName, node, options, disabled, onAdd, Item }: Props) {
  const blank = () => (options.newItem ? options.newItem([]) : emptyValue(node)) as Record<string, unknown>;
  const form = useForm<Record<string, unknown>>({ defaultValues: blank() });
  const values = useWatch({ control: form.control });
  const ready = (options.requires ?? []).every((key) => filled(values[key]));
  const missing = (options.requires ?? []).map(labelFor).join(' and ').toLowerCase();

  return (
    <div className={styles.newItem} role="group" aria-label={`New ${options.itemLabel.toLowerCase()}`}>
      <FormProvider {...form}>
        <PatternPrefixContext.Provider value={`${listName}.*`}>
          <Item name="" label={options.itemLabel} node={node} />
        </PatternPrefixContext.Provider>
      </FormProvider>
      <button
        type="button"
        className={buttons.button}
        disabled={disabled || !ready}
        title={ready ? undefined : `Fill in the ${missing} first.`}
        onClick={() => {
          if (!ready) return;
          onAdd(form.getValues());
          form.reset(blank());
        }}
      >
        {options.addLabel}
      </button>
    </div>
  );
}
