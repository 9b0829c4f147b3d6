import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import "./dialog.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** `initialFocus` for a form dialog: its first field (or first button other than the close button). */
export const FIRST_FIELD = "input, select, textarea, button:not(.kh-dialog-close)";

/**
 * The one accessible modal dialog of the storefront (no antd): `role="dialog"` (or `alertdialog`) + `aria-modal`,
 * labelled by its title and described by `description`, focus moves inside on open (the panel, or `initialFocus`),
 * Tab stays inside, Escape or the backdrop closes it, and focus returns to what had it before. Rendered in
 * `document.body` (the sticky header's backdrop filter would otherwise trap a fixed element), the page behind does
 * not scroll. A bottom sheet under 576 px, a centred card above.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  initialFocus,
  testId,
  role = "dialog",
  closeButton = true,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** CSS selector inside the dialog to focus first. */
  initialFocus?: string;
  testId?: string;
  /** `alertdialog` for a confirmation that interrupts the user. */
  role?: "dialog" | "alertdialog";
  /** The × in the head; a confirmation whose footer has a cancel button can leave it out. */
  closeButton?: boolean;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once per opening, not when props change
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const node = panel.current;
    // The panel itself by default, so screen readers start with the title; `initialFocus` picks a field instead.
    const first = initialFocus ? node?.querySelector<HTMLElement>(initialFocus) : null;
    (first ?? node)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== "Tab" || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (items.length === 0) {
        e.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === node)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="kh-dialog-root">
      {/* Pointer convenience only (hidden from assistive tech): keyboard users have Escape and the close button. */}
      <div className="kh-dialog-backdrop" aria-hidden="true" onClick={onClose} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        className={`kh-dialog kh-dialog-${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={`${uid}-title`}
        aria-describedby={description ? `${uid}-desc` : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="kh-dialog-head">
          <h2 id={`${uid}-title`}>{title}</h2>
          {closeButton ? (
            <button type="button" className="kh-dialog-close" aria-label={t("common.close")} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                />
              </svg>
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={`${uid}-desc`} className="kh-dialog-desc">
            {description}
          </p>
        ) : null}
        {children != null && children !== false ? <div className="kh-dialog-body">{children}</div> : null}
        {footer ? <div className="kh-dialog-foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
