import { useState } from 'react';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { LinkDialog } from '../../../components/ui/link-dialog.tsx';

interface ToolButton {
  label: string;
  text: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const buttons: ToolButton[] = [
  {
    label: 'Podebljano',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Kurziv',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Podcrtano',
    text: 'U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Zaglavlje razine 2',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Zaglavlje razine 3',
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Popis',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numerirani popis',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Citat',
    text: '❝',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/** Links the selection (or the link under the caret); with nothing selected, inserts the address. */
function applyLink(editor: Editor, href: string) {
  if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
    return;
  }
  editor.chain().extendMarkRange('link').setLink({ href }).run();
}

/** Formatting buttons of the post editor; each is a toggle announced with aria-pressed. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [link, setLink] = useState<{ current: string | undefined } | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => [...buttons.map((b) => b.active(e)), e.isActive('link')],
  });
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Oblikovanje teksta">
      {buttons.map((button, i) => (
        <button
          key={button.label}
          type="button"
          className="editor-tool"
          aria-label={button.label}
          title={button.label}
          aria-pressed={active[i] ?? false}
          onClick={() => button.run(editor)}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
      <button
        type="button"
        className="editor-tool"
        aria-label="Poveznica"
        title="Poveznica"
        aria-pressed={active[buttons.length] ?? false}
        onClick={() =>
          setLink({ current: editor.getAttributes('link').href as string | undefined })
        }
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 20a4.5 4.5 0 0 1-3.2-7.7l2.1-2.1 1.4 1.4-2.1 2.1a2.5 2.5 0 0 0 3.5 3.5l2.1-2.1 1.4 1.4-2.1 2.1A4.5 4.5 0 0 1 8.5 20zm8.1-6.2-1.4-1.4 2.1-2.1a2.5 2.5 0 0 0-3.5-3.5l-2.1 2.1-1.4-1.4 2.1-2.1a4.5 4.5 0 0 1 6.4 6.4l-2.2 2z"
            fill="currentColor"
          />
        </svg>
      </button>
      {link && (
        <LinkDialog
          current={link.current}
          onSave={(href) => {
            applyLink(editor, href);
            setLink(null);
          }}
          onRemove={() => {
            editor.chain().extendMarkRange('link').unsetLink().run();
            setLink(null);
          }}
          onCancel={() => setLink(null)}
        />
      )}
    </div>
  );
}
