import { messages } from '@takt/shared/messages';
import { ApiError, errorBodyFrom, notifyUnauthorized } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';

/**
 * Downloads a file answer of the API (an export, the template, a data ZIP) with the bearer token
 * and hands it to the browser under the server's file name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include' });
  } catch {
    throw new ApiError(0, { message: messages.networkError, code: 'network_error' });
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw new ApiError(response.status, errorBodyFrom(response.status, await response.text()));
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
