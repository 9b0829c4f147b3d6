import "../../../i18n/modules/admin-appointments";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import type { ReactNode } from "react";

/** Frame of every page of the area: the unsaved-changes prompt. */
export function AreaPage({ children }: { children: ReactNode }) {
  return (
    <div className="kh-admin-appointments">
      <UnsavedChangesNotifier translationKey="adminAppointments.common.unsaved" />
      {children}
    </div>
  );
}

/** The list's search box and filters in one wrapping row that stacks at 375 px. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>{children}</div>;
}
