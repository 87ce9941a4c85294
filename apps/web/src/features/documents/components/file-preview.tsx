import { useEffect, useState } from 'react';
import { fileTypes, type FileType } from '@takt/shared/file-type';
import type { DocumentAnswer } from '../api/documents.ts';
import { fetchObjectUrl } from '../../../lib/download.ts';

/** The file of a document shown in the page: a PDF in the browser's viewer, an image, audio. */
export function FilePreview({
  file,
  title,
}: {
  file: NonNullable<DocumentAnswer['file']>;
  title: string;
}) {
  const kind = fileTypes[file.contentType as FileType]?.kind;
  const [url, setUrl] = useState<string | null>(null);
  const previewable = kind === 'pdf' || kind === 'image' || kind === 'audio';
  useEffect(() => {
    if (!previewable) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchObjectUrl(`/api/files/${file.id}`, controller.signal)
      .then((u) => {
        made = u;
        setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id, previewable]);
  if (!previewable || !url) return null;
  if (kind === 'pdf') {
    return <iframe className="document-pdf" src={url} title={`Pregled: ${title}`} />;
  }
  if (kind === 'image') return <img className="document-image" src={url} alt={title} />;
  return (
    <audio className="document-audio" controls src={url}>
      <track kind="captions" />
    </audio>
  );
}
