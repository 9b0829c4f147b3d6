import "../../i18n/modules/catalog-core";
import { useWarnAboutChange } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { portalOfPath } from "../../config/routes";

/**
 * Frame of every catalog page: refine's unsaved-changes prompt (its `useForm` raises the flag when a form changes;
 * custom forms raise it with `useDirtyWarning`).
 */
export function CatalogPage({ children }: { children: ReactNode }) {
  return (
    <div className="kh-catalog">
      <UnsavedChangesNotifier translationKey="catalogCore.unsaved" />
      {children}
    </div>
  );
}

/** Raises refine's unsaved-changes flag while `dirty` (and lowers it when the component goes). */
export function useDirtyWarning(dirty: boolean) {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
  }, [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);
}

/** `/partner` or `/admin`: the same screens serve both portals (the admin issue mounts them under /admin). */
export function useCatalogBase(): string {
  const { pathname } = useLocation();
  return portalOfPath(pathname) === "admin" ? "/admin" : "/partner";
}

/** Puts the list's search box and filters in one wrapping row that stacks at 375 px. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="kh-catalog-filters" style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      {children}
    </div>
  );
}
