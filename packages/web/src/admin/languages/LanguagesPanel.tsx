// The site settings' Languages: the site's languages, its default first, drawn as a list instead of
// the generic list the form would draw. Add, edit and remove a language, or make one the default
// (it moves to the top). The list is part of the settings form: Save settings saves it. Removing a
// language asks first; its translations stay in history and come back when it is added again.
import type { Language } from '@site/contracts';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { firstErrorMessage } from '../form/field-errors';
import fields from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { LanguageDialog } from './LanguageDialog';
import { addLanguage, directionWords, fallbackWords, makeDefault, removeLanguage, replaceLanguage } from './language-list';
import styles from './Languages.module.css';

const NAME = 'languages';

export function LanguagesPanel() {
  const { control, setValue, getFieldState, formState } = useFormContext();
  const languages = (useWatch({ control, name: NAME }) as Language[] | undefined) ?? [];
  const [editing, setEditing] = useState<Language | 'new' | null>(null);
  const { ask, confirmDialog } = useConfirm();
  const error = firstErrorMessage(getFieldState(NAME, formState).error);

  const change = (next: Language[]) => setValue(NAME, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const remove = async (language: Language) => {
    const sure = await ask(
      `Remove ${language.name} (${language.code})?`,
      'Remove',
      'Visitors no longer see it once the settings are saved; its translations are kept in history and come back if you add it again.',
    );
    if (sure) change(removeLanguage(languages, language.code));
  };

  const makeFirst = async (language: Language) => {
    const sure = await ask(
      `Make ${language.name} the default language?`,
      'Make default',
      `Its pages take the addresses without a language code, and every language falls back to it. The texts the pages hold now become ${language.name}'s: check them in its editor.`,
    );
    if (sure) change(makeDefault(languages, language.code));
  };

  return (
    <fieldset className={fields.group} aria-describedby={`${NAME}-hint`}>
      <legend className={fields.legend}>Languages</legend>
      <p id={`${NAME}-hint`} className={fields.hint}>
        The first is the site&apos;s default: its pages keep their addresses, the others&apos; are under their code (/bn/about). A
        text a language does not translate is shown from its fallback. Changes are saved with the settings.
      </p>
      <ul className={styles.languages} aria-label="Languages">
        {languages.map((language, index) => (
          <li key={language.code} className={styles.language}>
            <div className={styles.facts}>
              <span className={styles.name} lang={language.code}>
                {language.name}
              </span>
              <span className={styles.code}>{language.code}</span>
              {index === 0 && <span className={styles.badge}>Default</span>}
              <span className={fields.hint}>
                {[directionWords(language), fallbackWords(languages, language)].filter(Boolean).join(' · ')}
              </span>
            </div>
            <div className={styles.actions}>
              <button
                type="button"
                className={`${buttons.button} ${buttons.small}`}
                onClick={() => setEditing(language)}
                aria-label={`Edit ${language.name}`}
              >
                Edit
              </button>
              {index > 0 && (
                <>
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.small}`}
                    onClick={() => void makeFirst(language)}
                    aria-label={`Make ${language.name} the default`}
                  >
                    Make default
                  </button>
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                    onClick={() => void remove(language)}
                    aria-label={`Remove ${language.name}`}
                  >
                    Remove
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {error && (
        <p className={fields.error} role="alert">
          {error}
        </p>
      )}
      <p>
        <button type="button" className={buttons.button} onClick={() => setEditing('new')}>
          Add a language
        </button>
      </p>
      {editing && (
        <LanguageDialog
          languages={languages}
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onDone={(language) => {
            change(editing === 'new' ? addLanguage(languages, language) : replaceLanguage(languages, editing.code, language));
            setEditing(null);
          }}
        />
      )}
      {confirmDialog}
    </fieldset>
  );
}
