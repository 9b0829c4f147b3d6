import type { ReactNode } from "react";
import "./status-badge.css";

export type BadgeTone = "neutral" | "info" | "primary" | "progress" | "warning" | "success" | "danger";

/** A small coloured pill for a status ("Confirmed", "Paid"); the colour is never the only signal (the text is there). */
export function StatusBadge({
  tone = "neutral",
  children,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={`kh-badge kh-badge-${tone}`} data-tone={tone} data-testid={testId}>
      <span className="kh-badge-dot" aria-hidden="true" />
      {children}
    </span>
  );
}
