import "../../i18n/modules/partner-catalog";
import { type BaseRecord, type CrudFilter, useCustom, useList, useWarnAboutChange } from "@refinedev/core";
import { UnsavedChangesNotifier } from "@refinedev/react-router";
import { type FormInstance, Tag, Typography } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ENDPOINTS, type ResourceEndpoints } from "../../api/endpoints";
import { portalOfPath } from "../../config/routes";
import { formatMoney } from "../../lib/format";
import { useKhidmaStore } from "../../state";
import { type Category, type ManagedService, type PropertyType, STATUS_COLOR, statusKey } from "./types";

/**
 * Frame of every catalog page: refine's unsaved-changes prompt (its `useForm` raises the flag when a form changes;
 * custom forms raise it with `useDirtyWarning`).
 */
export function CatalogPage({ children }: { children: ReactNode }) {
  return (
    <div className="kh-catalog">
      <UnsavedChangesNotifier translationKey="partnerCatalog.common.unsaved" />
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

/** VAT inside a gross AED amount (5%): round(gross * 5 / 105, 2), as the server computes it. */
export const vatOf = (gross: number | null | undefined): number => {
  const n = Number(gross);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.round((n * 5 * 100) / 105) / 100;
};

/** `AED 105.00` and, under it, `incl. VAT AED 5.00`. */
export function MoneyWithVat({ amount, vat }: { amount: number; vat?: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="kh-money">
      <Typography.Text strong>
        <bdi>{formatMoney(amount, i18n.language)}</bdi>
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("partnerCatalog.common.inclVat", { vat: formatMoney(vat ?? vatOf(amount), i18n.language) })}
      </Typography.Text>
    </span>
  );
}

/** The VAT part of a price being typed, under the input. */
export function VatHint({ price }: { price: number | string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const n = Number(price);
  if (!Number.isFinite(n) || n <= 0) return <span>{t("partnerCatalog.common.priceInclVat")}</span>;
  const vat = vatOf(n);
  return (
    <span data-testid="vat-hint">
      {t("partnerCatalog.common.vatPart", {
        vat: formatMoney(vat, i18n.language),
        net: formatMoney(Math.round((n - vat) * 100) / 100, i18n.language),
      })}
    </span>
  );
}

export function PackageStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? "default"} data-testid="package-status">
      {t(`partnerCatalog.status.${statusKey(status)}`)}
    </Tag>
  );
}

/** A JSON body, or multipart (lists as JSON text) when a file goes with it. */
export function toBody(values: Record<string, unknown>, files: Record<string, File | undefined> = {}) {
  const withFiles = Object.entries(files).filter((e): e is [string, File] => e[1] instanceof File);
  const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (!withFiles.length) return clean;
  const form = new FormData();
  for (const [key, value] of Object.entries(clean)) {
    if (value === null) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of withFiles) form.append(key, file);
  return form;
}

/**
 * Every row of a catalog list (`limit=-1&page=1`) through refine's `useList`, refetched when the UI language changes
 * (names come back in the language asked for). Errors are toasted by the API layer, so refine does not toast them.
 */
function useCatalogAll<T extends BaseRecord>(
  resource: string,
  endpoints: ResourceEndpoints,
  filters: CrudFilter[],
  options: { enabled?: boolean; staleTime?: number },
) {
  const { i18n } = useTranslation();
  const { query, result } = useList<T>({
    resource,
    pagination: { mode: "off" },
    filters,
    meta: { endpoints, query: { page: 1 }, language: i18n.language },
    queryOptions: options,
    errorNotification: false,
  });
  return { ...query, data: query.data ? (result.data as T[]) : undefined };
}

/** Active categories (names in the current language). */
export const useCategories = () =>
  useCatalogAll<Category>("catalog-categories", { list: ENDPOINTS.catalogCategories }, [], { staleTime: 5 * 60_000 });

/** Property types with every size (pricing grid, package form). */
export function usePropertyTypes() {
  const { i18n } = useTranslation();
  const { query } = useCustom<PropertyType[] & BaseRecord>({
    url: ENDPOINTS.catalogPropertyTypes,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  return { ...query, data: query.data ? ((query.data.data as PropertyType[] | undefined) ?? []) : undefined };
}

/**
 * Every service of the signed-in partner (or of `partnerId`), active or not: the package form's choices. `enabled`
 * false (the admin's create form before a partner is chosen) asks nothing. Its own resource name: `services` is also
 * the admin portal's resource, whose list endpoint is admin/service/list.
 */
export const usePartnerServices = (partnerId?: number, enabled = true) =>
  useCatalogAll<ManagedService>(
    "catalog-services-all",
    { list: ENDPOINTS.catalogServiceList },
    partnerId ? [{ field: "partner_id", operator: "eq", value: partnerId }] : [],
    { enabled },
  );

/** Puts the list's search box and filters in one wrapping row that stacks at 375 px. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div className="kh-catalog-filters" style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
      {children}
    </div>
  );
}

/**
 * refine puts a 422's `field.0`-style errors on `["field", 0]`, which no list-valued field (multi-select, tags)
 * shows: these keys also go on the field itself (`service_ids.1` -> `service_ids`). Input stays as typed.
 */
export function showListErrors(form: FormInstance, error: unknown, listFields: string[]) {
  const errors = (error as { errors?: Record<string, string[] | string> } | undefined)?.errors;
  if (!errors) return;
  const byField = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const root = key.split(".")[0] ?? key;
    if (key === root || !listFields.includes(root)) continue;
    const list = Array.isArray(messages) ? messages : [messages];
    byField.set(root, [...(byField.get(root) ?? []), ...list.map(String)]);
  }
  if (byField.size) form.setFields([...byField].map(([name, errs]) => ({ name, errors: [...new Set(errs)] })));
}

/** Whether the active role holds a permission (buttons are hidden, toggles disabled, without it). */
export function useHasPermission(name: string): boolean {
  return useKhidmaStore((s) => s.session.permissions.includes(name));
}
