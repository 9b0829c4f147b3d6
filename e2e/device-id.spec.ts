import { type BrowserContext, expect, test } from "@playwright/test";

/** Records, in the page, each Worker started and each main-thread canvas encoding (the fingerprint's costly part). */
const instrument = (context: BrowserContext) =>
  context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const RealWorker = window.Worker;
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        seen.push(`worker:${String(url).split(":")[0]}`);
      }
    };
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, ...args: [string?, number?]) {
      seen.push("main-thread-canvas");
      return toDataURL.apply(this, args);
    };
  });

const firstDeviceId = async (context: BrowserContext) => {
  const page = await context.newPage();
  const request = page.waitForRequest((r) => r.url().includes("/api/v2/") && r.headers()["device-id"] !== undefined);
  await page.goto("/");
  const id = (await request).headers()["device-id"];
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  return { page, id, seen };
};

test("the Device-Id is computed in a worker on a first visit, the same id as the page computes, and kept", async ({
  browser,
}) => {
  // A first visit: the id comes from an inline (blob:) worker, which the CSP allows; the page draws nothing.
  const cold = await browser.newContext();
  await instrument(cold);
  const first = await firstDeviceId(cold);
  expect(first.id).toMatch(/^[0-9a-f]{32}$/);
  expect(first.seen).toEqual(["worker:blob"]);

  // A later visit answers the stored id: no worker, no canvas.
  await first.page.close();
  const again = await firstDeviceId(cold);
  expect(again.id).toBe(first.id);
  expect(again.seen).toEqual([]);
  await cold.close();

  // A browser without OffscreenCanvas computes on the page, and gets the same id.
  const fallback = await browser.newContext();
  await instrument(fallback);
  await fallback.addInitScript(() => {
    delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  });
  const main = await firstDeviceId(fallback);
  expect(main.seen).toEqual(["main-thread-canvas"]);
  expect(main.id).toBe(first.id);
  await fallback.close();
});
