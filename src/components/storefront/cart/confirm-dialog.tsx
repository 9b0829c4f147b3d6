import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import "./cart.css";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * A small accessible confirm dialog (no antd): `alertdialog`, focus moved in and kept in, Escape cancels, focus
 * returns to where it was. `ask()` resolves true (confirmed) or false; render `dialog` somewhere in the tree.
 */
export function useConfirm(): { ask: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [open, setOpen] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const ask = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setOpen({ ...options, resolve })),
    [],
  );
  const close = (ok: boolean) => {
    open?.resolve(ok);
    setOpen(null);
  };
  return { ask, dialog: open ? <ConfirmDialog {...open} onClose={close} /> : null };
}

function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onClose,
}: ConfirmOptions & { onClose: (ok: boolean) => void }) {
  const uid = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose(false);
    } else if (e.key === "Tab") {
      e.preventDefault();
      (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
    }
  };
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only closes on a click outside the dialog
    <div
      className="kh-dialog-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose(false);
      }}
    >
      <div
        className="kh-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${uid}-title`}
        aria-describedby={`${uid}-message`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${uid}-title`}>{title}</h2>
        <p id={`${uid}-message`}>{message}</p>
        <div className="kh-dialog-actions">
          <button ref={cancelRef} type="button" className="kh-button kh-ghost" onClick={() => onClose(false)}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" className="kh-button" onClick={() => onClose(true)}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** The one-provider confirm: "Your cart has services from X. Clear it and add this one?" */
export function useReplaceCartConfirm() {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  const confirm = useCallback(
    (partnerName: string) =>
      ask({
        title: t("cart.replace.title"),
        message: t("cart.replace.message", { partner: partnerName }),
        confirmLabel: t("cart.replace.confirm"),
        cancelLabel: t("cart.replace.cancel"),
      }),
    [ask, t],
  );
  return { confirm, dialog };
}
