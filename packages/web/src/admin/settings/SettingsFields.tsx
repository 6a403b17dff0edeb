// The settings' fields: the same schema-driven fields as a section's form, one per field of the
// schema, worded by the settings' editor options (labels, help, image categories) and with the notes
// that show what a value gives. Rendered inside the form's FormProvider.
import type { EditorOptions } from '@site/contracts';
import type { ReactNode } from 'react';
import { EditorOptionsContext, FieldNotesContext } from '../form/editor-options';
import { formFields, type DocumentSchema } from '../form/schema-form';
import { SchemaFields } from '../form/SchemaFields';

interface Props {
  schema: DocumentSchema;
  editor: EditorOptions;
  notes?: Record<string, ReactNode>;
}

export function SettingsFields({ schema, editor, notes = {} }: Props) {
  return (
    <EditorOptionsContext.Provider value={editor}>
      <FieldNotesContext.Provider value={notes}>
        <SchemaFields name="" entries={formFields(schema)} />
      </FieldNotesContext.Provider>
    </EditorOptionsContext.Provider>
  );
}
