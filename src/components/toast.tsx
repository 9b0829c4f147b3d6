import { useSyncExternalStore } from "react";

/**
 * A small toast system of our own: the storefront's first paint must not pull in antd just to say
 * "Please check your internet connection". Toasts stack at the top, announce themselves to screen readers, and
 * leave after a few seconds (errors stay a little longer). The same message shown twice in a row is shown once.
 */
export type ToastKind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(kind: ToastKind, text: string, ms = kind === "error" ? 5000 : 3000) {
  if (!text) return;
  if (toasts.some((t) => t.text === text && t.kind === kind)) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), ms);
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => showToast("success", text),
  error: (text: string) => showToast("error", text),
  info: (text: string) => showToast("info", text),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div className="kh-toasts" aria-live="polite" aria-atomic="false">
      {list.map((t) => (
        <div key={t.id} className={`kh-toast kh-toast-${t.kind}`} role={t.kind === "error" ? "alert" : "status"}>
          <span className="kh-toast-dot" aria-hidden="true" />
          <span>{t.text}</span>
          <button type="button" className="kh-toast-close" aria-label="×" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
