/**
 * Sends a multipart form with upload progress (fetch cannot report it; an upload of a season of
 * subtitles or a 200 MB epub takes a while). The bearer token comes from the auth client.
 */
import type { AuthClient } from '../auth/auth-client';
import { AdminRequestError, describeFailure } from './admin-client';

export function uploadForm<T>(
  client: AuthClient | null,
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  if (!client) return Promise.reject(new Error('The page is still loading.'));
  return client.validToken().then(
    (token) =>
      new Promise<T>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `/api${path}`);
        request.setRequestHeader('accept', 'application/json');
        if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
        };
        request.onerror = () =>
          reject(new Error('The upload failed: the server could not be reached.'));
        request.onload = () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(request.responseText) as Record<string, unknown>;
          } catch {
            // A proxy's HTML error page: the status says enough.
          }
          if (request.status >= 200 && request.status < 300) resolve(body as T);
          else
            reject(
              new AdminRequestError(request.status, describeFailure(body, request.status), body),
            );
        };
        request.send(form);
      }),
  );
}
