// The bar above a translation's fields: how many of its texts are still untranslated, the "Needs
// translation" filter where the form has one, and Copy from another language to start from (asking
// first when the form already has texts). Every translation form shows the same bar.
import { languageOf, type Language } from '@site/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import fieldStyles from '../form/inputs/Field.module.css';
import buttons from '../ui/Button.module.css';
import type { Ask } from '../ui/ConfirmDialog';
import { progressWords } from './untranslated-words';
import styles from './Translation.module.css';

export interface TranslationToolsProps {
  languages: readonly Language[];
  /** The language the form translates into. */
  language: Language;
  /** The default language: what the count is of, and the first language to copy from. */
  from: Language;
  progress: { translated: number; total: number };
  /** The "Needs translation" filter, where the form has it. */
  filter?: { checked: boolean; onChange: (checked: boolean) => void };
  /** Whether the form holds any text a copy would replace. */
  hasTexts: () => boolean;
  ask: Ask;
  /** When a copy reaches visitors ("Nothing is saved until you save."). */
  unsaved: string;
  /** Fills the form with `source`'s texts; a failure is told in a toast. */
  copy: (source: Language) => Promise<void>;
}

export function TranslationTools({
  languages,
  language,
  from,
  progress,
  filter,
  hasTexts,
  ask,
  unsaved,
  copy,
}: TranslationToolsProps) {
  const [copyFrom, setCopyFrom] = useState(from.code);
  const sources = languages.filter((other) => other.code !== language.code);
  const source = languageOf(sources, copyFrom) ?? from;
  const copyFromSource = async () => {
    if (hasTexts() && !(await ask(`Replace this form's texts with ${source.name}'s?`, `Copy from ${source.name}`, unsaved)))
      return;
    try {
      await copy(source);
    } catch (error) {
      toast.error(`${source.name}'s texts could not be read.`, { description: messageOf(error) });
    }
  };
  return (
    <div className={styles.tools}>
      <p className={styles.count} role="status">
        {progressWords(progress, from.name)}
      </p>
      {filter && (
        <label className={styles.filter}>
          <input type="checkbox" checked={filter.checked} onChange={(e) => filter.onChange(e.target.checked)} />
          Needs translation
        </label>
      )}
      <div className={styles.copy}>
        {sources.length > 1 && (
          <select
            className={fieldStyles.input}
            aria-label="Language to copy from"
            value={source.code}
            onChange={(e) => setCopyFrom(e.target.value)}
          >
            {sources.map((other) => (
              <option key={other.code} value={other.code}>
                {other.name}
              </option>
            ))}
          </select>
        )}
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => void copyFromSource()}>
          Copy from {source.name}
        </button>
      </div>
    </div>
  );
}
