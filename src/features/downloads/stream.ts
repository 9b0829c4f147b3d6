import { ensureToken, getDeviceId, http, type QueryParams, renewToken } from "../../api";
import { buildUrl } from "../../api/query";
import { env } from "../../config/env";

export interface StreamProgress {
  /** Lines of the file received so far (the header row not counted). */
  rows: number;
  /** The rows the server said it would send (`x-total-count`), or null when it did not say. */
  total: number | null;
  bytes: number;
}

export interface StreamDownloadOptions {
  filename: string;
  params?: QueryParams;
  /** Accept-Language of the file (its header row). */
  language?: string;
  /** Cancels the download: the call rejects with an AbortError and nothing is saved. */
  signal?: AbortSignal;
  onProgress?: (progress: StreamProgress) => void;
  /** The saved file's type (default: CSV). */
  type?: string;
  /** What the request accepts (default: CSV, or a JSON refusal). */
  accept?: string;
  /** Count the file's lines as rows (default true; false for a binary file such as XLSX: only `bytes` grow). */
  countRows?: boolean;
}

const NEWLINE = 10;

/** The file name the server gave (`content-disposition: attachment; filename="..."`), else `fallback`. */
export const filenameOf = (disposition: string | null, fallback: string) =>
  disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? fallback;

/**
 * Downloads a streamed file (a report's CSV or XLSX export) with progress: the answer's body is read chunk by chunk,
 * counting its bytes and (CSV) its lines against the `x-total-count` header, so a screen can show "rows received /
 * total" (or the bytes of a zipped XLSX) and cancel (the `signal`) before the end. The request carries the app's headers (token, language, device) like every call; a 401
 * renews the token once. A refusal (403, 422, ...) is handed to the app's HTTP client, which answers it the usual way
 * (its toast and its ApiError). The bytes are saved as the file when the last one has arrived.
 */
export async function streamDownload(path: string, options: StreamDownloadOptions): Promise<StreamProgress> {
  const {
    params,
    language,
    signal,
    onProgress,
    type = "text/csv;charset=utf-8",
    accept = "text/csv, application/json",
    countRows = true,
  } = options;
  const open = async (retried: boolean): Promise<Response> => {
    const [deviceId, token] = await Promise.all([getDeviceId(), ensureToken()]);
    const headers: Record<string, string> = {
      Accept: accept,
      "Device-Platform": "web",
      "App-Version": env.appVersion,
    };
    if (language) headers["Accept-Language"] = language;
    if (deviceId) headers["Device-Id"] = deviceId;
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(buildUrl(env.apiBaseUrl, path, params), { headers, signal });
    if (res.status === 401 && !retried) {
      await res.body?.cancel();
      await renewToken(token);
      return open(true);
    }
    return res;
  };
  const res = await open(false);
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    // the client's own handling of the refusal (toast, ApiError, sign-out on a second 401)
    await http.get(path, { params, signal, headers: language ? { "Accept-Language": language } : undefined });
    throw new Error(`Download failed (${res.status})`);
  }
  const header = res.headers.get("x-total-count");
  const total = header === null || Number.isNaN(Number(header)) ? null : Number(header);
  const progress: StreamProgress = { rows: 0, total, bytes: 0 };
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = res.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (signal?.aborted) throw new DOMException("The download was cancelled", "AbortError");
      chunks.push(value);
      if (countRows) for (const byte of value) if (byte === NEWLINE) lines += 1;
      progress.bytes += value.byteLength;
      progress.rows = Math.max(0, lines - 1);
      onProgress?.({ ...progress });
    }
  } finally {
    signal?.removeEventListener("abort", stop);
  }
  if (signal?.aborted) throw new DOMException("The download was cancelled", "AbortError");
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = filenameOf(res.headers.get("content-disposition"), options.filename);
    link.rel = "noopener";
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return progress;
}
