import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** A side sheet (modal dialog) for the storefront's mobile menu; closes on Escape or a click on the backdrop. */
export function Drawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    panel.current?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = previous;
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="kh-drawer-root">
      <button type="button" className="kh-drawer-backdrop" aria-label={t("common.close")} onClick={onClose} />
      <div ref={panel} className="kh-drawer" role="dialog" aria-modal="true" aria-label={String(title)} tabIndex={-1}>
        <div className="kh-drawer-head">
          <strong>{title}</strong>
          <button type="button" className="kh-icon-button" aria-label={t("common.close")} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
