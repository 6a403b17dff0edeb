// The language select of an editing screen (LanguageSwitcher shows it on a site with several
// languages): the language is kept in the address (`?locale=bn`), and the sidebar's links keep it
// from screen to screen.
import { isDefaultLanguage, type Language } from '@site/contracts';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LOCALE_PARAM } from '../api/locale';
import fields from '../form/inputs/Field.module.css';
import { editorLanguage } from './editor-locale';
import styles from './Languages.module.css';

export function LanguageSelect({ languages }: { languages: readonly Language[] }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
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
