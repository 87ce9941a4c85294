import { mergeAttributes, Node } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { documentHref, documentIdFromUrl, documentLinkLabel } from '../document-link.ts';

/**
 * The document-link node of spec §3 (href + documentId): an inline link that reads
 * 'Dokument {id}'. Its HTML is exactly what the server's sanitizer keeps:
 *   <a data-document-id="12" href="/documents/12">Dokument 12</a>
 * A pasted {host}/documents/{id} address (optional query string) becomes this node.
 */
export const DocumentLink = Node.create({
  name: 'documentLink',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  // Ahead of the Link extension, so its paste handling never sees a document address.
  priority: 1100,

  addAttributes() {
    return {
      documentId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-document-id'),
        renderHTML: (attributes) => ({ 'data-document-id': attributes.documentId as string }),
      },
      href: {
        default: null,
        parseHTML: (element) => element.getAttribute('href'),
        renderHTML: (attributes) => ({
          href: documentHref(String(attributes.documentId)),
        }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'a[data-document-id]', priority: 1100 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes), documentLinkLabel(String(node.attrs.documentId))];
  },

  renderText({ node }) {
    return documentLinkLabel(String(node.attrs.documentId));
  },

  addProseMirrorPlugins() {
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('documentLinkPaste'),
        props: {
          handlePaste(view, event) {
            const text = event.clipboardData?.getData('text/plain') ?? '';
            const documentId = documentIdFromUrl(text);
            if (!documentId) return false;
            const node = type.create({ documentId, href: documentHref(documentId) });
            view.dispatch(view.state.tr.replaceSelectionWith(node, false).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
