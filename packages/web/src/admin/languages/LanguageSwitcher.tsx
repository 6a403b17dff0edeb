// The language an editing screen edits, chosen in its address (`?locale=bn`): the sidebar's links
// keep it from screen to screen. Only on a site with more than one language.
import { isDefaultLanguage, type Language } from '@site/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALE_PARAM } from '../api/locale';
import fields from '../form/inputs/Field.module.css';
import { editorLanguage } from './editor-locale';
import styles from './Languages.module.css';

export function LanguageSwitcher({ languages }: { languages: readonly Language[] }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  if (languages.length < 2) return null;
  const current = editorLanguage(search, languages)?.code ?? languages[0]!.code;
  const choose = (code: string) => {
    const next = new URLSearchParams(search);
    if (isDefaultLanguage(languages, code)) next.delete(LOCALE_PARAM);
    else next.set(LOCALE_PARAM, code);
    setSearch(next);
  };
  return (
    <div className={styles.switcher}>
      <label className={fields.label} htmlFor={id}>
        Language
      </label>
      <select id={id} className={fields.input} value={current} onChange={(e) => choose(e.target.value)}>
        {languages.map((language, index) => (
          <option key={language.code} value={language.code}>
            {index === 0 ? `${language.name} (default)` : language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
