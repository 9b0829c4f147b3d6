import "../../i18n/modules/promotions";
import { Tag } from "antd";
import { Trans, useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import type { Coupon } from "./types";

export const COUPON_STATUSES = ["live", "scheduled", "expired", "exhausted", "inactive"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/**
 * A coupon's status at `now`, as coupon/list's `status` filter decides it (server/src/modules/coupon-admin/repo.ts):
 * inactive when switched off; expired when ended; scheduled before its start; exhausted in its window with every use
 * taken or its budget spent; live otherwise.
 */
export function couponStatus(c: Coupon, now: number = Date.now()): CouponStatus {
  if (!c.active) return "inactive";
  if (c.ends_at !== null && Date.parse(c.ends_at) < now) return "expired";
  if (c.starts_at !== null && Date.parse(c.starts_at) > now) return "scheduled";
  if (c.usage_limit !== null && c.used_count >= c.usage_limit) return "exhausted";
  // the budget spent (the server's remaining_budget is 0 then)
  if (c.budget !== null && c.remaining_budget === 0) return "exhausted";
  return "live";
}

const COLORS: Record<CouponStatus, string> = {
  live: "green",
  scheduled: "blue",
  expired: "default",
  exhausted: "orange",
  inactive: "red",
};

export function CouponStatusTag({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const status = couponStatus(coupon);
  return (
    <Tag color={COLORS[status]} data-testid={`coupon-status-${coupon.id}`}>
      {t(`promotions.statuses.${status}`)}
    </Tag>
  );
}

/** The title in the interface language: Arabic when there is one, else English. */
export const couponTitle = (c: Coupon, lang: string) => (lang.startsWith("ar") && c.title_ar ? c.title_ar : c.title_en);

/** "10% off" / "AED 25.00 off", with the cap and the minimum order under it. */
export function CouponDiscount({ coupon: c }: { coupon: Coupon }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => formatMoney(n, i18n.language);
  const notes = [
    c.max_discount !== null ? t("promotions.cap", { amount: money(c.max_discount) }) : null,
    c.min_order > 0 ? t("promotions.minOrder", { amount: money(c.min_order) }) : null,
  ].filter(Boolean);
  return (
    <span>
      {c.discount_type === "percent"
        ? t("promotions.percentOff", { value: c.discount_value })
        : t("promotions.fixedOff", { amount: money(c.discount_value) })}
      {notes.map((n) => (
        <span key={n} style={{ display: "block", fontSize: 12, opacity: 0.75 }}>
          {n}
        </span>
      ))}
    </span>
  );
}

/** A date inside a sentence: isolated and left to right, so DD-MM-YYYY keeps its order in Arabic. */
const DATE = { d: <bdi dir="ltr" /> };

/** The validity window in Asia/Dubai dates (DD-MM-YYYY). */
export function CouponValidity({ coupon: c }: { coupon: Coupon }) {
  const { t } = useTranslation();
  if (!c.starts_at && !c.ends_at) return <>{t("promotions.always")}</>;
  return (
    <span style={{ fontSize: 12, whiteSpace: "nowrap" }}>
      {c.starts_at ? (
        <span style={{ display: "block" }}>
          <Trans i18nKey="promotions.from" values={{ date: formatDate(c.starts_at) }} components={DATE} />
        </span>
      ) : null}
      {c.ends_at ? (
        <span style={{ display: "block" }}>
          <Trans i18nKey="promotions.until" values={{ date: formatDate(c.ends_at) }} components={DATE} />
        </span>
      ) : null}
    </span>
  );
}
