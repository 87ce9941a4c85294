import { messages } from '@takt/shared/messages';
import { ApiError, errorBodyFrom, notifyUnauthorized } from '../../../lib/api-client.ts';
import { readStoredToken } from '../../../lib/auth-storage.ts';

/** GET /api/users/{id}/data-export: the person's data as a ZIP, saved by the browser. */
export async function downloadMyData(userId: number): Promise<void> {
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(`/api/users/${userId}/data-export`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, { message: messages.networkError, code: 'network_error' });
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized();
    throw new ApiError(response.status, errorBodyFrom(response.status, await response.text()));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'moji-podaci.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
