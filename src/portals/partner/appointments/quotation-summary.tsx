import "../../../i18n/modules/partner-work";
import { Image, List, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { QuotationStatusTag } from "../../../features/appointments/status-tags";
import { formatDateTime, formatMoney } from "../../../lib/format";

type Details = Pick<ApiSchema<"AdminBookingDetails">, "quotations" | "completion_report" | "reassignment_requests">;

/**
 * Under the partner's buttons: the quotations it sent on this booking (number, total, the customer's answer and
 * whether it is paid), its completion report (time on site, checklist, photos) and its reassignment requests.
 */
export function WorkSummary({ booking }: { booking: Details }) {
  const { t, i18n } = useTranslation();
  const quotations = booking.quotations ?? [];
  const report = booking.completion_report;
  const requests = booking.reassignment_requests ?? [];
  if (!quotations.length && !report && !requests.length) return null;
  const checklist = report?.checklist ?? [];
  return (
    <Space direction="vertical" size={8} style={{ width: "100%", marginTop: 12 }} data-testid="work-summary">
      {quotations.length ? (
        <List
          size="small"
          header={<Typography.Text strong>{t("partnerWork.summary.quotations")}</Typography.Text>}
          dataSource={quotations}
          renderItem={(q) => (
            <List.Item data-testid={`sent-quotation-${q.id}`}>
              <Space wrap size={4}>
                <bdi>{q.number}</bdi>
                <Typography.Text type="secondary">{q.title}</Typography.Text>
                <bdi>{formatMoney(q.total, i18n.language)}</bdi>
                <QuotationStatusTag status={q.status} />
                {q.status === "accepted" ? (
                  <Tag color={q.order_status === "paid" ? "green" : "gold"}>
                    {q.order_status === "paid"
                      ? t("partnerWork.summary.paid")
                      : q.order_payment_method === "cash"
                        ? t("partnerWork.summary.cashToCollect")
                        : t("partnerWork.summary.awaitingPayment")}
                  </Tag>
                ) : null}
              </Space>
            </List.Item>
          )}
        />
      ) : null}
      {report ? (
        <div data-testid="sent-report">
          <Typography.Text strong>{t("partnerWork.summary.report")}</Typography.Text>{" "}
          <Typography.Text type="secondary">
            <bdi>{formatDateTime(report.created_at)}</bdi>
            {report.minutes_on_site ? ` · ${t("partnerWork.admin.minutes", { count: report.minutes_on_site })}` : ""}
            {checklist.length
              ? ` · ${t("partnerWork.admin.checklist", { done: checklist.filter((c) => c.done).length, total: checklist.length })}`
              : ""}
          </Typography.Text>
          {report.notes ? (
            <Typography.Paragraph dir="auto" style={{ margin: "4px 0 0", whiteSpace: "pre-wrap" }}>
              {report.notes}
            </Typography.Paragraph>
          ) : null}
          {checklist.length ? (
            <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }} aria-label={t("partnerWork.report.checklist")}>
              {checklist.map((c) => (
                <li key={c.key}>
                  <Typography.Text type={c.done ? "success" : "secondary"}>
                    {c.done ? "✓" : "–"} {c.label}
                  </Typography.Text>
                </li>
              ))}
            </ul>
          ) : null}
          {report.photos.length ? (
            <div style={{ marginTop: 4 }}>
              <Image.PreviewGroup>
                <Space wrap size={4}>
                  {report.photos.map((src, i) => (
                    <Image
                      key={src}
                      src={src}
                      width={48}
                      height={48}
                      style={{ objectFit: "cover", borderRadius: 4 }}
                      alt={t("partnerWork.admin.photoAlt", { n: i + 1 })}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            </div>
          ) : null}
        </div>
      ) : null}
      {requests.map((r) => (
        <div key={r.id} data-testid={`sent-reassignment-${r.id}`}>
          <Typography.Text strong>{t("partnerWork.summary.reassignment")}</Typography.Text>{" "}
          <Tag color={r.status === "approved" ? "green" : r.status === "rejected" ? "red" : "gold"}>
            {t(`partnerWork.summary.request.${r.status}`)}
          </Tag>
          <Typography.Text type="secondary" dir="auto">
            {r.reason}
          </Typography.Text>
          {r.resolution_note ? (
            <div>
              <Typography.Text type="secondary" dir="auto">
                {r.resolution_note}
              </Typography.Text>
            </div>
          ) : null}
        </div>
      ))}
    </Space>
  );
}
