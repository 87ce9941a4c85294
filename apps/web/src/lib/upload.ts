import { messages } from '@takt/shared/messages';
import { ApiError, errorBodyFrom, notifyUnauthorized } from './api-client.ts';
import { readStoredToken } from './auth-storage.ts';

export interface UploadOptions {
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST with upload progress (fetch cannot report it). Sends the bearer token and
 * credentials like apiRequest, throws the same ApiError, and a 401 ends the session the same way.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
        } catch {
          reject(
            new ApiError(xhr.status, { message: messages.serverError, code: 'internal_error' }),
          );
        }
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(new ApiError(xhr.status, errorBodyFrom(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { message: messages.networkError, code: 'network_error' }));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
