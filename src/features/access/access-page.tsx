import "../../i18n/modules/admin-access";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import type { ReactNode } from "react";

/** Frame of every access page: refine's unsaved-changes prompt. */
export function AccessPage({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="kh-access" data-testid={testId}>
      <UnsavedChangesNotifier translationKey="adminAccess.common.unsaved" />
      {children}
    </div>
  );
}
