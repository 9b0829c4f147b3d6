import "../../../i18n/modules/partner-reviews";
import { Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { Stars } from "./stars";
import type { PartnerReview } from "./types";

/** One reply under a review: whose it is, when, and the text. */
function Reply({ who, at, text, testId }: { who: string; at: string | null; text: string; testId: string }) {
  return (
    <div style={{ marginTop: 8, paddingInlineStart: 10, borderInlineStart: "3px solid #d9d9d9" }} data-testid={testId}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {who}
        {at ? (
          <>
            {" · "}
            <bdi>{formatDate(at)}</bdi>
          </>
        ) : null}
      </Typography.Text>
      <div dir="auto" style={{ whiteSpace: "pre-wrap" }}>
        {text}
      </div>
    </div>
  );
}

/**
 * A review as the partner reads it: stars, customer, date, booking, the comment, the technician's rating, a tag when
 * Khidma hid it, and both replies under it (the partner's own and Khidma's), as the storefront shows them.
 */
export function ReviewCell({ review: r, narrow }: { review: PartnerReview; narrow: boolean }) {
  const { t, i18n } = useTranslation();
  // a Latin name or number inside an Arabic sentence stays whole (Unicode isolates)
  const iso = (text: string) => (i18n.dir() === "rtl" ? `\u2068${text}\u2069` : text);
  return (
    <div style={{ maxWidth: 560, opacity: r.is_visible ? 1 : 0.75 }} data-testid={`review-${r.id}`}>
      <Space wrap size={6}>
        <Stars rating={r.rating} />
        <Typography.Text strong>
          <bdi>{r.customer_name}</bdi>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <bdi>{formatDate(r.created_at)}</bdi>
        </Typography.Text>
        {r.is_visible ? null : <Tag>{t("partnerReviews.table.hidden")}</Tag>}
      </Space>
      {r.comment ? (
        <div dir="auto" style={{ whiteSpace: "pre-wrap" }}>
          {r.comment}
        </div>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
        {[
          r.booking ? t("partnerReviews.table.booking", { number: iso(r.booking.number) }) : null,
          narrow && r.services.length ? r.services.map((s) => s.name).join(", ") : null,
          r.technician
            ? r.technician_rating
              ? t("partnerReviews.table.technicianRating", {
                  name: iso(r.technician.name),
                  rating: r.technician_rating,
                })
              : t("partnerReviews.table.technician", { name: iso(r.technician.name) })
            : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Typography.Text>
      {r.partner_reply ? (
        <Reply
          who={t("partnerReviews.reply.yours")}
          at={r.partner_replied_at}
          text={r.partner_reply}
          testId="partner-reply"
        />
      ) : null}
      {r.reply ? (
        <Reply who={t("partnerReviews.reply.khidma")} at={r.replied_at} text={r.reply} testId="khidma-reply" />
      ) : null}
    </div>
  );
}
