// A rich-text field: a TipTap editor over the stored JSON document, with a toolbar for bold, italic,
// the two kinds of list and links (Ctrl+B and Ctrl+I work too). Every change hands the editor's
// document to the form, so the preview follows each keystroke; a document put into the form from
// outside (a reload, a restored version) replaces the editor's.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, Link2Off, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ButtonHTMLAttributes } from 'react';
import { emptyRichText, type RichTextDoc } from '@site/contracts';
import type { InputA11y } from './FieldShell';
import { LinkPrompt } from './LinkPrompt';
import { richTextExtensions } from './rich-text-extensions';
import styles from './RichTextField.module.css';

interface Props {
  a11y: InputA11y;
  label: string;
  value: unknown;
  onChange: (doc: RichTextDoc) => void;
  onBlur?: () => void;
  /** The form's ref: focusing it (the first field with a problem, on save) focuses the editor. */
  inputRef?: (instance: { focus: () => void } | null) => void;
}

/** The document to show: a stored one with blocks, or the editor's own empty one. */
function editorContent(value: unknown): RichTextDoc {
  const content = value && typeof value === 'object' ? (value as { content?: unknown }).content : undefined;
  return Array.isArray(content) && content.length > 0 ? (value as RichTextDoc) : emptyRichText;
}

/** Whether the editor already shows this document (compared as nodes: key order does not matter). */
function shows(editor: Editor, doc: RichTextDoc): boolean {
  try {
    return editor.state.doc.eq(editor.schema.nodeFromJSON(doc));
  } catch {
    return false;
  }
}

/** The shell's accessibility props on the editor's element (it is not a native input); unset ones left out. */
function editorAttributes(a11y: InputA11y, label: string): Record<string, string> {
  const attributes: Record<string, string> = {
    id: a11y.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-invalid': String(a11y['aria-invalid']),
    class: styles.content ?? '',
  };
  if (a11y['aria-describedby']) attributes['aria-describedby'] = a11y['aria-describedby'];
  return attributes;
}

export function RichTextField({ a11y, label, value, onChange, onBlur, inputRef }: Props) {
  const [initial] = useState(() => editorContent(value));
  const { id, 'aria-invalid': invalid, 'aria-describedby': describedBy } = a11y;
  // Kept equal between renders unless they change: new options make the editor update its view.
  const editorProps = useMemo(
    () => ({ attributes: editorAttributes({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }, label) }),
    [id, invalid, describedBy, label],
  );
  const editor = useEditor({
    extensions: richTextExtensions,
    content: initial,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as RichTextDoc),
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    const doc = editorContent(value);
    if (editor.isDestroyed || shows(editor, doc)) return;
    // Not an edit (a reload, a restored version, a step of the form's Undo): no update back to the form.
    editor.chain().setMeta('addToHistory', false).setContent(doc, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    inputRef?.({ focus: () => editor.commands.focus() });
  }, [editor, inputRef]);

  return (
    <div className={styles.frame}>
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon: LucideIcon;
  /** Shown in the tooltip and announced, as Control+B. */
  shortcut?: string;
}

function ToolButton({ label, icon: Icon, shortcut, ...button }: ToolProps) {
  return (
    <button
      type="button"
      // A press leaves the focus in the text. The editor would take it back only on the next frame
      // (TipTap's focus command), and a key typed before then went to the button and was lost.
      onMouseDown={(event) => event.preventDefault()}
      className={styles.tool}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut.replace('Control', 'Ctrl')})` : label}
      aria-keyshortcuts={shortcut}
      {...button}
    >
      <Icon aria-hidden="true" size={16} />
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const promptId = useId();
  const run = () => editor.chain().focus();
  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label} formatting`}>
        <ToolButton
          label="Bold"
          shortcut="Control+B"
          icon={Bold}
          aria-pressed={active.bold}
          onClick={() => run().toggleBold().run()}
        />
        <ToolButton
          label="Italic"
          shortcut="Control+I"
          icon={Italic}
          aria-pressed={active.italic}
          onClick={() => run().toggleItalic().run()}
        />
        <ToolButton
          label="Bulleted list"
          icon={List}
          aria-pressed={active.bulletList}
          onClick={() => run().toggleBulletList().run()}
        />
        <ToolButton
          label="Numbered list"
          icon={ListOrdered}
          aria-pressed={active.orderedList}
          onClick={() => run().toggleOrderedList().run()}
        />
        <ToolButton
          label="Link"
          icon={Link2}
          aria-expanded={linking}
          aria-controls={linking ? promptId : undefined}
          onClick={() => setLinking((open) => !open)}
        />
        <ToolButton
          label="Remove link"
          icon={Link2Off}
          disabled={!active.link}
          onClick={() => run().extendMarkRange('link').unsetLink().run()}
        />
      </div>
      {linking && <LinkPrompt id={promptId} editor={editor} onClose={() => setLinking(false)} />}
    </>
  );
}
