import "../../i18n/modules/promotions";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { App, Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { CouponFields } from "./coupon-fields";
import type { Coupon, PromotionsSide } from "./types";

/** What the form holds: the coupon's editable fields; dates as the server's ISO or the picker's YYYY-MM-DD. */
export type CouponValues = Omit<Coupon, "id" | "used_count">;

const DEFAULTS: Partial<CouponValues> = {
  discount_type: "percent",
  min_order: 0,
  per_customer_limit: 1,
  first_order_only: false,
  applies_to: "any",
  funded_by: "khidma",
  stacking: "exclusive",
  active: true,
  category_ids: [],
  partner_ids: [],
  service_ids: [],
  package_ids: [],
};

const orNull = <T,>(v: T | undefined | null): T | null => (v === undefined || v === "" ? null : v);
/** A picked or stored date as the API's YYYY-MM-DD (Asia/Dubai), or null. */
const day = (v: string | null | undefined) => (v ? formatDate(v, "YYYY-MM-DD") : null);

const ids = (v: number[] | null | undefined): number[] => v ?? [];

/**
 * The body of coupon/create and coupon/update: every field of the form, numbers as numbers, dates YYYY-MM-DD, the
 * scope lists ([]: no limit). A partner's coupon is always partner-funded and its own: no partner_id (the server
 * sets it) and no partner list.
 */
export function couponBody(v: CouponValues, side: PromotionsSide = "admin") {
  const terms = {
    code: (v.code ?? "").trim(),
    title_en: (v.title_en ?? "").trim(),
    title_ar: (v.title_ar ?? "").trim(),
    discount_type: v.discount_type,
    discount_value: v.discount_value,
    max_discount: orNull(v.max_discount),
    min_order: v.min_order ?? 0,
    starts_at: day(v.starts_at),
    ends_at: day(v.ends_at),
    usage_limit: orNull(v.usage_limit),
    per_customer_limit: v.per_customer_limit ?? 0,
    first_order_only: Boolean(v.first_order_only),
    applies_to: v.applies_to,
  };
  const tail = { budget: orNull(v.budget), stacking: v.stacking, active: Boolean(v.active) };
  const scope = { category_ids: ids(v.category_ids), service_ids: ids(v.service_ids), package_ids: ids(v.package_ids) };
  if (side === "partner") return { ...terms, funded_by: "partner" as const, ...tail, ...scope };
  return {
    ...terms,
    funded_by: v.funded_by,
    partner_id: v.funded_by === "partner" ? orNull(v.partner_id) : null,
    ...tail,
    category_ids: scope.category_ids,
    partner_ids: ids(v.partner_ids),
    service_ids: scope.service_ids,
    package_ids: scope.package_ids,
  };
}

/**
 * The coupon's create or edit modal (refine's useModalForm on the screen's resource: coupon/create, or
 * coupon/details/{id} then coupon/update/{id}). A 422 puts the server's field errors at the fields and keeps what was
 * typed; a save refreshes the list.
 */
export function useCouponModal(resource: string, side: PromotionsSide, action: "create" | "edit") {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { modalProps, formProps, show, query } = useModalForm<Coupon, HttpError, CouponValues>({
    resource,
    action,
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: () => {
      message.success(t(action === "create" ? "promotions.created" : "promotions.updated"));
    },
  });
  const code = query?.data?.data?.code ?? "";
  const testId = `coupon-${action}-form`;

  const element = (
    <Modal
      {...modalProps}
      width={760}
      title={action === "create" ? t("promotions.form.createTitle") : t("promotions.form.editTitle", { code })}
      okText={t("promotions.form.save")}
      cancelText={t("promotions.form.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-save` } as never}
    >
      <Form
        {...formProps}
        layout="vertical"
        data-testid={testId}
        initialValues={action === "create" ? DEFAULTS : formProps.initialValues}
        onFinish={async (values) => {
          // a refused save (422) stays open with the errors at the fields and the values kept
          await Promise.resolve(formProps.onFinish?.(couponBody(values as CouponValues, side) as never)).catch(
            () => undefined,
          );
        }}
      >
        {/* refine renders the closed modal's form (forceRender): the fields, and their option lists, wait for it to open */}
        {modalProps.open ? <CouponFields side={side} /> : null}
      </Form>
    </Modal>
  );
  return { show: (id?: number) => show(id), element };
}
