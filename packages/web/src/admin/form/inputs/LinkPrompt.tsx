// The address prompt of the rich-text toolbar: it links the selected text (or, with nothing selected,
// inserts the address as a link), edits the link the cursor is in, or removes it when emptied. The
// address is checked with the link field's rule and its message shown, before the editor sees it.
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { richTextHref } from '@site/contracts';
import buttons from '../../ui/Button.module.css';
import fieldStyles from './Field.module.css';
import styles from './RichTextField.module.css';

interface Props {
  id: string;
  editor: Editor;
  onClose: () => void;
}

export function LinkPrompt({ id, editor, onClose }: Props) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [problem, setProblem] = useState<string>();
  const inputId = `${id}-address`;
  const errorId = `${id}-error`;

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (address === '') {
      chain.unsetLink().run();
      onClose();
      return;
    }
    const checked = richTextHref.safeParse(address);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onClose();
  };

  return (
    <div id={id} className={styles.linkPrompt} role="group" aria-label="Link">
      <label className={fieldStyles.label} htmlFor={inputId}>
        Link address
      </label>
      <div className={fieldStyles.row}>
        <input
          id={inputId}
          className={fieldStyles.input}
          type="url"
          value={href}
          placeholder="https://… or /page"
          autoComplete="off"
          spellCheck={false}
          // The prompt opens to be typed in.
          autoFocus
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            // Enter applies the link instead of submitting the section's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={apply}>
          Apply
        </button>
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={close}>
          Cancel
        </button>
      </div>
      {problem && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
