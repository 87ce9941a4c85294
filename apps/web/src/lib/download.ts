import { messages } from '@takt/shared/messages';
import { ApiError, errorBodyFrom, notifyUnauthorized } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';

/** The file name of a Content-Disposition header (its UTF-8 form when present). */
function dispositionName(header: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="([^"]+)"/i.exec(header ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a PDF, a spreadsheet) with the bearer token and saves it under
 * the server's name. `onProgress` gets 0–100 while the body arrives (bulk PDFs take a while).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, { message: messages.networkError, code: 'network_error' });
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw new ApiError(response.status, errorBodyFrom(response.status, await response.text()));
  }
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (total) onProgress?.(Math.round((received / total) * 100));
    }
  }
  onProgress?.(100);
  const blob = new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file of the API as an object URL (for previews: a PDF in an iframe, audio, images). */
export async function fetchObjectUrl(path: string, signal?: AbortSignal): Promise<string> {
  const token = readStoredToken();
  const response = await fetch(path, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: signal ?? null,
  });
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw new ApiError(response.status, errorBodyFrom(response.status, await response.text()));
  }
  return URL.createObjectURL(await response.blob());
}
