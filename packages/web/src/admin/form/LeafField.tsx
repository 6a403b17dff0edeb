// One field of a form bound to react-hook-form: the input its kind needs inside the shared shell.
import type { FormNode } from '@site/contracts';
import { useController, useFormContext } from 'react-hook-form';
import { ChoiceInput } from './inputs/ChoiceInput';
import { ColourInput } from './inputs/ColourInput';
import { EmbedInput } from './inputs/EmbedInput';
import { FieldShell } from './inputs/FieldShell';
import { ImageInput } from './inputs/ImageInput';
import type { InputProps } from './inputs/input-props';
import { LazyRichTextField } from './inputs/LazyRichTextField';
import { LongTextInput } from './inputs/LongTextInput';
import { PageTargetInput } from './inputs/PageTargetInput';
import { TextInput } from './inputs/TextInput';
import { useEditorOptions, useFieldNote, usePatternPrefix } from './editor-options';
import { firstErrorMessage } from './field-errors';
import { patternOf } from './field-labels';
import { fieldId } from './focus-field';
import { useSitePages } from './site-pages';

type Kind = Extract<FormNode, { type: 'field' }>['kind'];

/** A menu link's target: the site's pages in a list; choosing one names a link still without a label. */
function MenuTargetInput({ name, ...props }: InputProps & { name: string }) {
  const { groups } = useSitePages();
  const { getValues, setValue } = useFormContext();
  const labelName = name.replace(/target$/, 'label');
  return (
    <PageTargetInput
      {...props}
      groups={groups}
      onPage={(page) => {
        const current: unknown = getValues(labelName);
        if (labelName !== name && typeof current === 'string' && current.trim() === '')
          setValue(labelName, page.label, { shouldDirty: true });
      }}
    />
  );
}

function KindInput({
  kind,
  name,
  pattern,
  options: choices = [],
  ...props
}: InputProps & { kind: Kind; name: string; pattern: string; options?: readonly string[] }) {
  const options = useEditorOptions();
  switch (kind) {
    case 'longText':
      return <LongTextInput {...props} />;
    case 'colour':
      return <ColourInput {...props} />;
    case 'image':
      return (
        <ImageInput
          {...props}
          category={options.categories?.[pattern] ?? options.category}
          uploadFailure={options.uploadFailure ?? 'Image upload failed'}
        />
      );
    case 'embed':
      return <EmbedInput {...props} />;
    case 'choice':
      return <ChoiceInput {...props} options={choices} words={options.choiceLabels?.[pattern]} />;
    case 'link':
      if (options.pageTargets?.includes(pattern)) return <MenuTargetInput {...props} name={name} />;
      return <TextInput {...props} type="url" />;
    case 'email':
      return <TextInput {...props} type="email" />;
    default:
      return <TextInput {...props} />;
  }
}

export function LeafField({
  name,
  label,
  kind,
  options: choices,
}: {
  name: string;
  label: string;
  kind: Kind;
  /** A choice's words. */
  options?: readonly string[];
}) {
  const prefix = usePatternPrefix();
  const options = useEditorOptions();
  const { field, fieldState } = useController({ name });
  const pattern = patternOf(prefix ? `${prefix}.${name}` : name);
  const value: unknown = field.value;
  const note = useFieldNote(pattern);
  return (
    <FieldShell
      id={fieldId(prefix ? `${prefix}.new.${name}` : name)}
      label={label}
      error={firstErrorMessage(fieldState.error)}
      hint={options.hints?.[pattern]}
      note={note}
    >
      {(a11y) =>
        // A rich-text document is a structure, not a string: it keeps its own value and ref.
        kind === 'richText' ? (
          <LazyRichTextField
            a11y={a11y}
            label={label}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        ) : (
          <KindInput
            kind={kind}
            name={name}
            pattern={pattern}
            options={choices}
            a11y={a11y}
            label={label}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            // Numbers stay numbers (a project's id); everything else is text.
            onChange={(v) => field.onChange(kind === 'number' ? Number(v) : v)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        )
      }
    </FieldShell>
  );
}
