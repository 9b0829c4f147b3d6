/**
 * One HTTP exchange, without the app's rules (headers, tokens, toasts: ./http.ts): `fetch`, or XMLHttpRequest when
 * the caller wants upload progress (fetch reports none). A status outside 2xx is an answer, not a failure. Fails with
 * `TransportError` (no answer, or none within `timeout` ms); a cancellation by the caller's `signal` rejects with
 * the signal's reason (an AbortError), as fetch does.
 */

/** Bytes of the request body sent so far (`total` when the browser knows the size). */
export interface UploadProgress {
  loaded: number;
  total?: number;
  /** loaded / total, 0..1, when the total is known */
  progress?: number;
  lengthComputable: boolean;
}

export interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit | null;
  /** Milliseconds until the request is given up (0 or undefined: no limit). */
  timeout?: number;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

export interface TransportResponse {
  status: number;
  /** The body parsed as JSON; the text when it is not JSON; "" when empty. */
  data: unknown;
}

export class TransportError extends Error {
  readonly reason: "network" | "timeout";

  constructor(reason: "network" | "timeout", message: string) {
    super(message);
    this.name = "TransportError";
    this.reason = reason;
  }
}

const parse = (text: string): unknown => {
  if (!text) return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Absolute URL (fetch outside a browser page needs one; a page resolves against its own address, as XHR did). */
const absolute = (url: string): string =>
  typeof location !== "undefined" && location.href ? new URL(url, location.href).href : url;

const viaFetch = async (req: TransportRequest, signal: AbortSignal): Promise<TransportResponse> => {
  const request = new Request(absolute(req.url), {
    method: req.method,
    headers: req.headers,
    body: req.body ?? null,
    signal,
  });
  const response = await fetch(request);
  return { status: response.status, data: parse(await response.text()) };
};

const viaXhr = (req: TransportRequest, signal: AbortSignal): Promise<TransportResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, absolute(req.url), true);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    const progress = req.onUploadProgress;
    if (progress) {
      xhr.upload.addEventListener("progress", (e: ProgressEvent) => {
        const total = e.lengthComputable && e.total ? e.total : undefined;
        progress({
          loaded: e.loaded,
          total,
          progress: total ? e.loaded / total : undefined,
          lengthComputable: total !== undefined,
        });
      });
    }
    // Settled by the signal itself, not by the abort event (which some XHR stand-ins never fire).
    const onAbort = () => {
      xhr.abort();
      reject(signal.reason ?? new DOMException("The operation was aborted.", "AbortError"));
    };
    signal.addEventListener("abort", onAbort);
    const done = () => signal.removeEventListener("abort", onAbort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError("Network request failed"));
    };
    xhr.onabort = () => {
      done();
      reject(signal.reason ?? new DOMException("The operation was aborted.", "AbortError"));
    };
    xhr.send((req.body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** Sends `req`; see the module comment for what it resolves and rejects with. */
export const send = async (req: TransportRequest): Promise<TransportResponse> => {
  const caller = req.signal;
  if (caller?.aborted) throw caller.reason ?? new DOMException("The operation was aborted.", "AbortError");
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener("abort", onCallerAbort);
  let timedOut = false;
  const timer =
    req.timeout && req.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, req.timeout)
      : undefined;
  try {
    return await (req.onUploadProgress ? viaXhr(req, controller.signal) : viaFetch(req, controller.signal));
  } catch (error) {
    if (caller?.aborted) throw caller.reason ?? error;
    if (timedOut) throw new TransportError("timeout", `timeout of ${req.timeout}ms exceeded`);
    throw new TransportError("network", error instanceof Error ? error.message : "Network Error");
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    caller?.removeEventListener("abort", onCallerAbort);
  }
};
