/**
 * Computes the Device-Id fingerprint off the main thread (src/api/fingerprint.ts says what is hashed): the page
 * posts `{ host }` (its navigator and screen values), this answers `{ id }`, or `{ error }` when it cannot draw (the
 * page then computes the id itself). Bundled inline as a blob: URL (CSP `worker-src 'self' blob:`), so starting it
 * costs no request.
 */
import { CANVAS_HEIGHT, CANVAS_WIDTH, drawCanvas, engineComponents, fingerprintOf } from "./fingerprint";

/** The drawing on an OffscreenCanvas, as the same PNG data URL `HTMLCanvasElement.toDataURL()` gives. */
const canvasDataUrl = async (): Promise<string> => {
  const canvas = new OffscreenCanvas(CANVAS_WIDTH, CANVAS_HEIGHT);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no-canvas");
  drawCanvas(ctx);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/png" })).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
};

/** The fingerprint of `host` (the page's values) with this thread's engine values and canvas drawing. */
export const fingerprintInWorker = async (host: string[]): Promise<string> =>
  fingerprintOf(host, engineComponents(), await canvasDataUrl());

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ host: string[] }>) => void) | null;
  postMessage: (message: { id: string } | { error: string }) => void;
}

// In a worker (no window): answer the page. Imported by a test on a page, it only exports.
if (typeof window === "undefined") {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event) => {
    fingerprintInWorker(event.data.host).then(
      (id) => scope.postMessage({ id }),
      (error: unknown) => scope.postMessage({ error: String(error) }),
    );
  };
}
