import { useLayoutEffect, useMemo, useRef } from 'react';
import { documentMessages } from '@takt/shared/document-messages';
import { useDocumentTitles } from '../api/document-titles.ts';

/** The document ids a post's sanitized HTML links to (its document-link nodes), at most 50. */
export function linkedDocumentIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/data-document-id="(\d{1,15})"/g)) ids.add(Number(match[1]));
  return [...ids].sort((a, b) => a - b).slice(0, 50);
}

/**
 * A post's sanitized HTML. Its document links show the document's title to readers who may open
 * it and 'Dokument nije dostupan' to everyone else (spec §2's document-link node).
 */
export function PostContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => linkedDocumentIds(html), [html]);
  const titles = useDocumentTitles(ids);
  useLayoutEffect(() => {
    if (!ref.current || !titles.data) return;
    const known = new Map(titles.data.documents.map((d) => [String(d.id), d.title]));
    for (const link of ref.current.querySelectorAll<HTMLAnchorElement>('a[data-document-id]')) {
      const title = known.get(link.dataset.documentId ?? '');
      link.textContent = title ?? documentMessages.unavailable;
      link.classList.toggle('document-link-unavailable', !title);
    }
  }, [titles.data, html]);
  return <div ref={ref} className="post-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
