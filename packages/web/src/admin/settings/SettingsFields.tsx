// The settings' fields: the same schema-driven fields as a section's form, one per field of the
// schema, worded by the settings' editor options (labels, help, image categories) and with the notes
// that show what a value gives. The site's languages have a panel of their own (LanguagesPanel):
// a default first, each with a fallback and a direction, is more than a generic list says. Rendered
// inside the form's FormProvider.
import type { EditorOptions, FormEntry } from '@site/contracts';
import type { ReactNode } from 'react';
import { EditorOptionsContext, FieldNotesContext } from '../form/editor-options';
import { SchemaFields } from '../form/SchemaFields';
import { LanguagesPanel } from '../languages/LanguagesPanel';

interface Props {
  /** The schema's fields, as the form's hook gives them (useSchemaForm). */
  fields: FormEntry[];
  editor: EditorOptions;
  notes?: Record<string, ReactNode>;
}

/** The setting drawn by its own panel. */
const LANGUAGES = 'languages';

export function SettingsFields({ fields, editor, notes = {} }: Props) {
  const hasLanguages = fields.some((entry) => entry.key === LANGUAGES);
  return (
    <EditorOptionsContext.Provider value={editor}>
      <FieldNotesContext.Provider value={notes}>
        <SchemaFields name="" entries={fields.filter((entry) => entry.key !== LANGUAGES)} />
        {hasLanguages && <LanguagesPanel />}
      </FieldNotesContext.Provider>
    </EditorOptionsContext.Provider>
  );
}
