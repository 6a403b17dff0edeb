// One field of a translation's form: its input in the language (written in its direction), and
// under it the default language's text, which an empty field shows as its placeholder: a field left
// empty falls back to it. Images and rich text use the editor's own inputs.
import { directionOf, richTextToPlain, type Language, type RichTextDoc } from '@site/contracts';
import { useController } from 'react-hook-form';
import { FieldShell } from '../form/inputs/FieldShell';
import fieldStyles from '../form/inputs/Field.module.css';
import { ImageInput } from '../form/inputs/ImageInput';
import { LazyRichTextField } from '../form/inputs/LazyRichTextField';
import type { TranslatableField } from './translation-form';
import styles from './Translation.module.css';
import { fieldId } from '../form/focus-field';

interface Props {
  field: TranslatableField;
  language: Language;
  /** The language the base text is in (the site's default). */
  from: Language;
  category: string;
  uploadFailure: string;
}

/** The default language's value as words: a rich text's plain text, an image's address. */
function baseWords(field: TranslatableField): string {
  if (field.kind === 'richText') return richTextToPlain(field.base as RichTextDoc | null);
  return typeof field.base === 'string' ? field.base : '';
}

export function TranslationField({ field, language, from, category, uploadFailure }: Props) {
  const { field: control } = useController({ name: field.path });
  const value: unknown = control.value;
  const words = baseWords(field);
  const dir = directionOf(language);
  const text = typeof value === 'string' ? value : '';
  const source = (
    <div className={styles.source} lang={from.code} dir={directionOf(from)}>
      <span className={styles.sourceLabel}>{from.name}</span>{' '}
      {field.kind === 'image' && words ? (
        <img className={styles.thumb} src={words} alt="" />
      ) : (
        <span className={words ? undefined : styles.none}>{words || '(empty)'}</span>
      )}
    </div>
  );
  return (
    <FieldShell id={fieldId(field.path)} label={field.label} note={source}>
      {(a11y) => {
        switch (field.kind) {
          case 'richText':
            return (
              <div lang={language.code} dir={dir}>
                <LazyRichTextField
                  a11y={a11y}
                  label={field.label}
                  value={value}
                  onChange={control.onChange}
                  onBlur={control.onBlur}
                  inputRef={control.ref}
                />
              </div>
            );
          case 'image':
            return (
              <ImageInput
                a11y={a11y}
                label={field.label}
                value={text}
                onChange={control.onChange}
                onBlur={control.onBlur}
                category={category}
                uploadFailure={uploadFailure}
              />
            );
          case 'longText':
            return (
              <textarea
                {...a11y}
                ref={control.ref}
                className={fieldStyles.input}
                value={text}
                placeholder={words}
                lang={language.code}
                dir={dir}
                onChange={(e) => control.onChange(e.target.value)}
                onBlur={control.onBlur}
              />
            );
          default:
            return (
              <input
                {...a11y}
                ref={control.ref}
                className={fieldStyles.input}
                type={field.kind === 'link' ? 'url' : 'text'}
                value={text}
                placeholder={words}
                lang={language.code}
                dir={field.kind === 'link' ? 'ltr' : dir}
                onChange={(e) => control.onChange(e.target.value)}
                onBlur={control.onBlur}
                autoComplete="off"
              />
            );
        }
      }}
    </FieldShell>
  );
}
