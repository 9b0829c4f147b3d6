import "../../../i18n/modules/admin-coupons";
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { App, Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { CouponFields } from "./coupon-fields";
import type { AdminCoupon } from "./coupon-status";

/** What the form holds: the coupon's editable fields; dates as the server's ISO or the picker's YYYY-MM-DD. */
export type CouponValues = Omit<
  AdminCoupon,
  "id" | "used_count" | "category_ids" | "partner_ids" | "service_ids" | "package_ids"
>;

const DEFAULTS: Partial<CouponValues> = {
  discount_type: "percent",
  min_order: 0,
  per_customer_limit: 1,
  first_order_only: false,
  applies_to: "any",
  funded_by: "khidma",
  stacking: "exclusive",
  active: true,
};

const orNull = <T,>(v: T | undefined | null): T | null => (v === undefined || v === "" ? null : v);
/** A picked or stored date as the API's YYYY-MM-DD (Asia/Dubai), or null. */
const day = (v: string | null | undefined) => (v ? formatDate(v, "YYYY-MM-DD") : null);

/** The body of coupon/create and coupon/update: every field of the form, numbers as numbers, dates YYYY-MM-DD. */
export function couponBody(v: CouponValues) {
  const partnerFunded = v.funded_by === "partner";
  return {
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
    funded_by: v.funded_by,
    partner_id: partnerFunded ? orNull(v.partner_id) : null,
    budget: orNull(v.budget),
    stacking: v.stacking,
    active: Boolean(v.active),
  };
}

/**
 * The coupon's create or edit modal (refine's useModalForm on resource admin-coupons: coupon/create, or
 * coupon/details/{id} then coupon/update/{id}). A 422 puts the server's field errors at the fields and keeps what was
 * typed; a save refreshes the list.
 */
export function useCouponModal(action: "create" | "edit") {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { modalProps, formProps, show, query } = useModalForm<AdminCoupon, HttpError, CouponValues>({
    resource: "admin-coupons",
    action,
    successNotification: false,
    errorNotification: false,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: () => {
      message.success(t(action === "create" ? "adminCoupons.created" : "adminCoupons.updated"));
    },
  });
  const code = query?.data?.data?.code ?? "";
  const testId = `coupon-${action}-form`;

  const element = (
    <Modal
      {...modalProps}
      width={760}
      title={action === "create" ? t("adminCoupons.form.createTitle") : t("adminCoupons.form.editTitle", { code })}
      okText={t("adminCoupons.form.save")}
      cancelText={t("adminCoupons.form.cancel")}
      okButtonProps={{ ...modalProps.okButtonProps, "data-testid": `${testId}-save` } as never}
    >
      <Form
        {...formProps}
        layout="vertical"
        data-testid={testId}
        initialValues={action === "create" ? DEFAULTS : formProps.initialValues}
        onFinish={async (values) => {
          // a refused save (422) stays open with the errors at the fields and the values kept
          await Promise.resolve(formProps.onFinish?.(couponBody(values as CouponValues) as never)).catch(
            () => undefined,
          );
        }}
      >
        <CouponFields />
      </Form>
    </Modal>
  );
  return { show: (id?: number) => show(id), element };
}
