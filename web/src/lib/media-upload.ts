import { apiRequest, type ApiPath } from './api-client';
import { isRecord, isString } from './shape-check';

// The image pipeline as the browser sees it (decision 011): ask the API for a presigned POST,
// send the file straight to storage, then wait until the processed WebP answers at its /media
// path. Game covers and community pictures go through the same steps with their own routes.
const READY_TIMEOUT_MS = 20_000;

export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing'; seconds: number };

export interface UploadTicket {
  upload: { url: string; fields: Record<string, string> };
  media_path: string;
}

export const parseUploadTicket = (body: unknown): UploadTicket | null => {
  if (!isRecord(body) || !isString(body.media_path) || !body.media_path.startsWith('/media/') || !isRecord(body.upload))
    return null;
  const { url, fields } = body.upload;
  if (!isString(url) || !isRecord(fields) || !Object.values(fields).every(isString)) return null;
  return { upload: { url, fields: fields as Record<string, string> }, media_path: body.media_path };
};

/** The presigned POST's fields first, the file last and named 'file' (S3 ignores fields after the file). */
export function uploadForm(fields: Record<string, string>, file: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

function post(url: string, form: FormData, onPercent: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  // XMLHttpRequest, not fetch: only it reports upload progress.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onPercent(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error('The image could not be uploaded. Please try again.'));
    request.onerror = () => reject(new Error('Network error while uploading the image. Please try again.'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** Polls until the processed image answers 200, every `intervalMs`, for at most `timeoutMs`. */
export async function waitUntilReady(
  path: string,
  options: {
    timeoutMs?: number;
    intervalMs?: number;
    onTick?: (seconds: number) => void;
    signal?: AbortSignal;
    fetcher?: typeof fetch;
  } = {},
): Promise<void> {
  const { timeoutMs = READY_TIMEOUT_MS, intervalMs = 1000, onTick, signal, fetcher = fetch } = options;
  const started = Date.now();
  for (;;) {
    const response = await fetcher(path, { method: 'GET', cache: 'no-store', signal }).catch(() => null);
    if (response?.ok) return;
    const elapsed = Date.now() - started;
    if (elapsed + intervalMs > timeoutMs)
      throw new Error(
        'The image is taking too long to process, or it is not an image we can read. Please try another.',
      );
    onTick?.(Math.round((elapsed + intervalMs) / 1000));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
  }
}

/** POST `route` with `body` → direct POST of the file to storage → wait for the processed image → its /media path. */
export async function uploadImage(
  route: ApiPath,
  body: Record<string, unknown>,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const ticket = await apiRequest(route, {
    method: 'POST',
    body: { ...body, content_type: file.type, size: file.size },
    parse: parseUploadTicket,
    signal,
  });
  onProgress({ phase: 'uploading', percent: 0 });
  await post(
    ticket.upload.url,
    uploadForm(ticket.upload.fields, file),
    (percent) => onProgress({ phase: 'uploading', percent }),
    signal,
  );
  onProgress({ phase: 'processing', seconds: 0 });
  await waitUntilReady(ticket.media_path, {
    signal,
    onTick: (seconds) => onProgress({ phase: 'processing', seconds }),
  });
  return ticket.media_path;
}
