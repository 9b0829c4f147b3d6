import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

export interface MenuEntry {
  key: string;
  label: ReactNode;
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
  divider?: boolean;
}

/**
 * A small accessible menu button (button + role=menu list) for the storefront header, so the first paint needs no
 * antd: opens on click, closes on Escape, on an outside click and after a choice; arrow keys move between items.
 */
export function MenuButton({
  label,
  items,
  className,
  testId,
  align = "end",
}: {
  label: ReactNode;
  items: MenuEntry[];
  className?: string;
  testId?: string;
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const move = (e: React.KeyboardEvent) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    const all = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = all[(at + (e.key === "ArrowDown" ? 1 : all.length - 1)) % all.length];
    next?.focus();
  };

  return (
    <div className="kh-menu" ref={root}>
      <button
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open ? (
        <div
          id={id}
          role="menu"
          className={`kh-menu-list kh-menu-${align}`}
          onKeyDown={move}
          onClick={() => setOpen(false)}
        >
          {items.map((item) =>
            item.divider ? (
              <hr key={item.key} className="kh-menu-divider" />
            ) : item.to ? (
              <Link key={item.key} role="menuitem" to={item.to} className="kh-menu-item">
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                className={`kh-menu-item${item.danger ? " kh-danger" : ""}`}
                onClick={item.onSelect}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
