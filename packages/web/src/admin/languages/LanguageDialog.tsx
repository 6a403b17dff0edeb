// Adds a language to the site or edits one: its code (BCP 47), the name visitors see, the language
// its missing texts come from and its direction, which follows the code unless set. Checked as the
// server checks it (contracts' languageSchema) before it joins the list; the list is saved with the
// settings.
import { derivedDirection, defaultLanguage, sameCode, type Language, type TextDirection } from '@site/contracts';
import { useId, useState } from 'react';
import fields from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import { languageProblem } from './language-list';

interface Props {
  languages: readonly Language[];
  /** The language edited; none: a new one. */
  editing?: Language;
  onDone: (language: Language) => void;
  onClose: () => void;
}

const DIRECTION_WORDS: Record<TextDirection, string> = { ltr: 'Left to right', rtl: 'Right to left' };

export function LanguageDialog({ languages, editing, onDone, onClose }: Props) {
  const id = useId();
  const [code, setCode] = useState(editing?.code ?? '');
  const [name, setName] = useState(editing?.name ?? '');
  const [fallback, setFallback] = useState(editing?.fallback ?? '');
  const [direction, setDirection] = useState<TextDirection | ''>(editing?.direction ?? '');
  const [problem, setProblem] = useState<string>();
  const first = defaultLanguage(languages);
  const isDefault = editing !== undefined && sameCode(editing.code, first.code);
  const fallbacks = languages.filter(
    (language) => !sameCode(language.code, first.code) && !(editing && sameCode(language.code, editing.code)),
  );
  const derived = DIRECTION_WORDS[derivedDirection(code.trim() || 'en')];

  const submit = () => {
    const language: Language = {
      code,
      name,
      ...(fallback && !isDefault ? { fallback } : {}),
      ...(direction ? { direction } : {}),
    };
    const found = languageProblem(languages, language, editing?.code);
    if (found) setProblem(found);
    else onDone(language);
  };

  const title = editing ? `Edit ${editing.name}` : 'Add a language';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={id} className={`${buttons.button} ${buttons.primary}`}>
            {editing ? 'Done' : 'Add language'}
          </button>
        </>
      }
    >
      <form
        id={id}
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          // In React's tree the dialog is inside the settings form: its submit must not save the settings.
          event.preventDefault();
          event.stopPropagation();
          submit();
        }}
      >
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-code`}>
            Code
          </label>
          <input
            id={`${id}-code`}
            className={fields.input}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-describedby={`${id}-code-hint`}
          />
          <span id={`${id}-code-hint`} className={fields.hint}>
            A BCP 47 code: en, bn, ar, fr-CA. The language&apos;s pages are under it (/{code.trim() || 'bn'}/about).
          </span>
        </div>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-name`}>
            Name
          </label>
          <input
            id={`${id}-name`}
            className={fields.input}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            aria-describedby={`${id}-name-hint`}
          />
          <span id={`${id}-name-hint`} className={fields.hint}>
            What visitors see in the language switcher, best in the language itself (বাংলা).
          </span>
        </div>
        {!isDefault && (
          <div className={fields.field}>
            <label className={fields.label} htmlFor={`${id}-fallback`}>
              Falls back to
            </label>
            <select id={`${id}-fallback`} className={fields.input} value={fallback} onChange={(e) => setFallback(e.target.value)}>
              <option value="">{first.name} (the default)</option>
              {fallbacks.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
            <span className={fields.hint}>A text this language does not translate is shown in this one.</span>
          </div>
        )}
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-direction`}>
            Direction
          </label>
          <select
            id={`${id}-direction`}
            className={fields.input}
            value={direction}
            onChange={(e) => setDirection(e.target.value as TextDirection | '')}
          >
            <option value="">From the code: {derived}</option>
            <option value="ltr">{DIRECTION_WORDS.ltr}</option>
            <option value="rtl">{DIRECTION_WORDS.rtl}</option>
          </select>
        </div>
        {problem && (
          <p className={fields.error} role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
