/** Online/offline toasts (SPEC 4): offline after 2 s (cancelled if back sooner), back online after 1 s. */
import { OFFLINE_TOAST_DELAY_MS, ONLINE_TOAST_DELAY_MS } from "../config/constants";
import { getNotifier, type Notifier, t } from "./notify";

export type NetworkNotify = Pick<Notifier, "error" | "success">;

/**
 * Watches `online`/`offline` on `target` (window). "You are back online!" is only shown after an offline toast was
 * shown: a blip shorter than 2 s shows nothing. Returns an unsubscribe that also cancels pending toasts.
 */
export const watchNetwork = (notify?: NetworkNotify, target: Window = window): (() => void) => {
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;
  let onlineTimer: ReturnType<typeof setTimeout> | undefined;
  let offlineShown = false;
  const sink = () => notify ?? getNotifier();

  const clear = () => {
    if (offlineTimer !== undefined) clearTimeout(offlineTimer);
    if (onlineTimer !== undefined) clearTimeout(onlineTimer);
    offlineTimer = undefined;
    onlineTimer = undefined;
  };

  const onOffline = () => {
    clear();
    offlineTimer = setTimeout(() => {
      offlineTimer = undefined;
      offlineShown = true;
      sink().error(t("network.offline"));
    }, OFFLINE_TOAST_DELAY_MS);
  };

  const onOnline = () => {
    clear();
    if (!offlineShown) return;
    onlineTimer = setTimeout(() => {
      onlineTimer = undefined;
      offlineShown = false;
      sink().success(t("network.online"));
    }, ONLINE_TOAST_DELAY_MS);
  };

  target.addEventListener("offline", onOffline);
  target.addEventListener("online", onOnline);
  return () => {
    clear();
    target.removeEventListener("offline", onOffline);
    target.removeEventListener("online", onOnline);
  };
};
