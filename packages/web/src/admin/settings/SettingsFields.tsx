// The settings' fields: the same schema-driven fields as a section's form, one per field of the
// schema, worded by the settings' editor options (labels, help, image categories) and with the notes
// that show what a value gives. Rendered inside the form's FormProvider.
import type { EditorOptions, FormEntry } from '@site/contracts';
import type { ReactNode } from 'react';
import { EditorOptionsContext, FieldNotesContext } from '../form/editor-options';
import { SchemaFields } from '../form/SchemaFields';

interface Props {
  /** The schema's fields, as the form's hook gives them (useSchemaForm). */
  fields: FormEntry[];
  editor: EditorOptions;
  notes?: Record<string, ReactNode>;
}

export function SettingsFields({ fields, editor, notes = {} }: Props) {
  return (
    <EditorOptionsContext.Provider value={editor}>
      <FieldNotesContext.Provider value={notes}>
        <SchemaFields name="" entries={fields} />
      </FieldNotesContext.Provider>
    </EditorOptionsContext.Provider>
  );
}
