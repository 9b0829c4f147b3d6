import "../../../i18n/modules/cart";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../ui/dialog";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

/**
 * A small confirm on the storefront `Dialog`: `alertdialog`, focus starts on cancel and stays inside, Escape or the
 * backdrop cancels, focus returns to where it was. `ask()` resolves true (confirmed) or false; render `dialog`
 * somewhere in the tree.
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
  return (
    <Dialog
      open
      role="alertdialog"
      size="sm"
      closeButton={false}
      title={title}
      description={message}
      initialFocus="[data-confirm-cancel]"
      onClose={() => onClose(false)}
      footer={
        <>
          <button type="button" className="kh-button kh-ghost" data-confirm-cancel onClick={() => onClose(false)}>
            {cancelLabel}
          </button>
          <button type="button" className="kh-button" onClick={() => onClose(true)}>
            {confirmLabel}
          </button>
        </>
      }
    />
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
