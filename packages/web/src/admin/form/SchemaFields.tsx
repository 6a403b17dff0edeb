// Renders a form shape (contracts' formShape) as fields: a group becomes a fieldset, a list a
// ListField, a field its input. Every section editor is this one component over its own schema.
import type { FormEntry, FormNode } from '@site/contracts';
import styles from './inputs/Field.module.css';
import { isHiddenKey, useEditorOptions, usePatternPrefix } from './editor-options';
import { labelFor, patternOf } from './field-labels';
import { childName } from './item-fields';
import { LeafField } from './LeafField';
import { ListField } from './ListField';

function SchemaField({ name, label, node }: { name: string; label: string; node: FormNode }) {
  if (node.type === 'group') {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{label}</legend>
        <SchemaFields name={name} entries={node.fields} />
      </fieldset>
    );
  }
  if (node.type === 'list') return <ListField name={name} label={label} node={node} Item={ItemFields} />;
  return <LeafField name={name} label={label} kind={node.kind} options={node.options} />;
}

/**
 * One list item's fields: a group's fields without a fieldset of their own (the list draws one round
 * each item), any other item as its field.
 */
function ItemFields({ name, label, node }: { name: string; label: string; node: FormNode }) {
  return node.type === 'group' ? (
    <SchemaFields name={name} entries={node.fields} />
  ) : (
    <SchemaField name={name} label={label} node={node} />
  );
}

/** The fields of a group, each labelled from its key unless the editor's options name it. */
export function SchemaFields({ name, entries }: { name: string; entries: FormEntry[] }) {
  const options = useEditorOptions();
  const prefix = usePatternPrefix();
  return (
    <>
      {entries
        .filter((entry) => !isHiddenKey(entry.key))
        .map((entry) => {
          const fieldName = childName(name, entry.key);
          const pattern = patternOf(childName(prefix, fieldName));
          return (
            <SchemaField
              key={entry.key}
              name={fieldName}
              label={options.labels?.[pattern] ?? labelFor(entry.key)}
              node={entry.node}
            />
          );
        })}
    </>
  );
}
