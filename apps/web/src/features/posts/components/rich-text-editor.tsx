import { useEffect, useRef } from 'react';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  ALLOWED_LINK_PROTOCOLS,
  DEFAULT_LINK_PROTOCOL,
  isAllowedLinkUrl,
} from '../../../lib/link-url.ts';
import { DocumentLink } from './document-link-node.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import '../editor.css';

export interface RichTextEditorProps {
  /** Initial HTML; later changes of this prop are not pushed into the editor. */
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string | undefined;
}

/** Only what the server's sanitizer keeps: no code, code blocks or rules; headings h2 and h3. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: false,
  }),
  Link.configure({
    autolink: true,
    linkOnPaste: true,
    openOnClick: false,
    defaultProtocol: DEFAULT_LINK_PROTOCOL,
    protocols: [...ALLOWED_LINK_PROTOCOLS],
    isAllowedUri: (url) => isAllowedLinkUrl(url),
    shouldAutoLink: (url) => isAllowedLinkUrl(url),
    HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  }),
  DocumentLink,
];

/**
 * The TipTap editor of the post dialogs, in a chunk of its own (loaded when a dialog opens). It
 * reports its HTML on every change; an empty document reports ''.
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
  describedBy,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions,
    content: value,
    // The server's CSP allows no inline <style>; the editor's styles are in editor.css.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'editor-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div className="editor">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
