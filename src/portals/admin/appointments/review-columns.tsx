import "../../../i18n/modules/admin-appointments";
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { Stars } from "./stars";
import type { Review } from "./types";

const REPLY_STYLE = { marginTop: 6, paddingInlineStart: 10, borderInlineStart: "3px solid #d9d9d9" } as const;

/** The reviews table's columns; the actions column only with a permission to use one of them. */
export function useReviewColumns({
  narrow,
  canHide,
  canReply,
  onToggle,
  onReply,
}: {
  narrow: boolean;
  canHide: boolean;
  canReply: boolean;
  onToggle: (review: Review) => Promise<void>;
  onReply: (review: Review) => void;
}): TableColumnsType<Review> {
  const { t } = useTranslation();
  const columns: TableColumnsType<Review> = [
    {
      key: "review",
      title: t("adminAppointments.reviews.comment"),
      render: (_, r) => (
        <div style={{ maxWidth: 420, opacity: r.is_visible ? 1 : 0.6 }}>
          <Space wrap size={6}>
            <Stars rating={r.rating} />
            <Typography.Text strong>
              <bdi>{r.customer_name}</bdi>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(r.created_at)}
            </Typography.Text>
            {r.is_visible ? null : <Tag>{t("adminAppointments.reviews.hidden")}</Tag>}
          </Space>
          <div dir="auto">{r.comment}</div>
          {narrow ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {r.partner.name}
              {r.service ? ` · ${r.service.name}` : ""}
            </Typography.Text>
          ) : null}
          {r.booking || r.technician_rating ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, display: "block" }}>
              {[
                r.booking ? t("adminAppointments.reviews.bookingNumber", { number: r.booking.number }) : null,
                r.technician_rating
                  ? t("adminAppointments.reviews.technicianRating", { rating: r.technician_rating })
                  : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography.Text>
          ) : null}
          {/* both replies under the review: the provider's own, then Khidma's (issue 16) */}
          {r.partner_reply ? (
            <div style={REPLY_STYLE} data-testid="review-partner-reply">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("adminAppointments.reviews.partnerReplyBy", { partner: r.partner.name })}
              </Typography.Text>
              <div dir="auto">{r.partner_reply}</div>
            </div>
          ) : null}
          {r.reply ? (
            <div style={REPLY_STYLE} data-testid="review-reply">
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("adminAppointments.reviews.khidmaReplyBy", { name: r.replied_by?.name ?? "" })}
              </Typography.Text>
              <div dir="auto">{r.reply}</div>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: "partner",
      title: t("adminAppointments.common.partner"),
      responsive: ["md"],
      render: (_, r) => (
        <span>
          {r.partner.name}
          {r.service ? (
            <>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.service.name}
              </Typography.Text>
            </>
          ) : null}
        </span>
      ),
    },
    {
      dataIndex: "rating",
      key: "rating",
      title: t("adminAppointments.reviews.rating"),
      responsive: ["md"],
      sorter: true,
      render: (v: number) => v,
    },
    {
      key: "visibility",
      title: t("adminAppointments.reviews.visibility"),
      responsive: ["md"],
      render: (_, r) =>
        r.is_visible ? (
          <Tag color="green">{t("adminAppointments.reviews.visible")}</Tag>
        ) : (
          <Tag>{t("adminAppointments.reviews.hidden")}</Tag>
        ),
    },
  ];
  if (!canHide && !canReply) return columns;
  columns.push({
    key: "actions",
    title: t("adminAppointments.common.actions"),
    render: (_, r) => (
      <Space wrap size={4}>
        {canHide ? (
          <Popconfirm
            title={t(
              r.is_visible ? "adminAppointments.reviews.hideOneConfirm" : "adminAppointments.reviews.showOneConfirm",
            )}
            okText={t("adminAppointments.common.confirm")}
            cancelText={t("adminAppointments.common.cancel")}
            onConfirm={() => onToggle(r)}
          >
            <Button size="small" danger={r.is_visible} data-testid={`toggle-${r.id}`}>
              {t(r.is_visible ? "adminAppointments.reviews.hide" : "adminAppointments.reviews.show")}
            </Button>
          </Popconfirm>
        ) : null}
        {canReply ? (
          <Button size="small" onClick={() => onReply(r)} data-testid={`reply-${r.id}`}>
            {t(r.reply ? "adminAppointments.reviews.editReply" : "adminAppointments.reviews.reply")}
          </Button>
        ) : null}
      </Space>
    ),
  });
  return columns;
}
