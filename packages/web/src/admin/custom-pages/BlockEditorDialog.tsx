// The editor of one block: the same form a fixed page's section gets (its schema's fields, labels,
// image categories and list wording), beside the live preview, which follows every keystroke.
// Done keeps the changes in the page (saved with the page); Cancel puts the block back as it was;
// Undo and Redo step through the changes made since the block's editor opened.
// On a phone, where the dialog covers the screen, a Form / Preview switch shows the live preview in
// the dialog (EditorViews), as the section editors have it. Another block picked in the preview
// keeps this block's changes, as Done does, and opens that one.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { blockFacts, formShape, type BlockType } from '@site/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { EditorOptionsContext } from '../form/editor-options';
import { SchemaFields } from '../form/SchemaFields';
import { EditorViews } from '../preview/EditorViews';
import { useLeaveOnPick } from '../preview/PickRequests';
import buttons from '../ui/Button.module.css';
import { Dialog } from '../ui/Dialog';
import { UndoButtons } from '../undo/UndoButtons';
import { useFormUndo } from '../undo/useFormUndo';
import { useFormPreview } from '../preview/useFormPreview';

type Values = Record<string, unknown>;

interface Props {
  type: BlockType;
  /** "Block 2": which of the page's blocks it is. */
  name: string;
  initial: Values;
  onChange: (values: Values) => void;
  onClose: () => void;
  /** The live preview, for the phone's Preview view. */
  preview: ReactNode;
}

export function BlockEditorDialog({ type, name, initial, onChange, onClose, preview }: Props) {
  const facts = blockFacts(type);
  const formId = useId();
  const [opened] = useState(() => structuredClone(initial));
  const fields = useMemo(() => {
    const shape = formShape(facts.schema);
    return shape.type === 'group' ? shape.fields : [];
  }, [facts.schema]);
  const form = useForm<Values>({
    defaultValues: opened,
    resolver: standardSchemaResolver(facts.schema as Parameters<typeof standardSchemaResolver>[0]) as unknown as Resolver<Values>,
  });
  // The form starts from a copy of the block, so the block as the page shows it stays as it is.
  useFormPreview(form, onChange, initial);
  const undo = useFormUndo(form);

  const cancel = () => {
    onChange(opened);
    onClose();
  };
  const keep = (then: () => void) =>
    form.handleSubmit(
      (values) => {
        onChange(values);
        then();
      },
      () => toast.error('Please correct the highlighted fields.'),
    );
  const done = keep(onClose);
  useLeaveOnPick((then) => void keep(then)());

  const title = `Edit ${facts.label} (${name})`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={title}
      placement="side"
      actions={<UndoButtons undo={undo} />}
      keys={undo.keys}
      footer={
        <>
          <button type="button" className={buttons.button} onClick={cancel}>
            Cancel
          </button>
          <button type="submit" form={formId} className={`${buttons.button} ${buttons.primary}`}>
            Done
          </button>
        </>
      }
    >
      <EditorViews preview={preview}>
        <EditorOptionsContext.Provider value={facts.editor}>
          <FormProvider {...form}>
            <form id={formId} onSubmit={(e) => void done(e)} noValidate aria-label={title}>
              <SchemaFields name="" entries={fields} />
            </form>
          </FormProvider>
        </EditorOptionsContext.Provider>
      </EditorViews>
    </Dialog>
  );
}
