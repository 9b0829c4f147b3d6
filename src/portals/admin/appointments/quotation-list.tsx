import "../../../i18n/modules/admin-appointments";
import { Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../../lib/format";
import { AreaList, ChoiceFilter, useAreaTable } from "./area-list";
import { PhotoThumbs } from "./report-details";
import { QuotationStatusTag } from "./status-tags";
import type { Quotation } from "./types";

const QUOTE_STATUSES = ["pending", "accepted", "declined", "expired"] as const;

/** /admin/quotations: every provider's quotations on bookings, with the customers' answers. */
export default function QuotationListPage() {
  const { t, i18n } = useTranslation();
  const list = useAreaTable<Quotation>("admin-quotations");
  const money = (v: number) => <bdi>{formatMoney(v, i18n.language)}</bdi>;

  return (
    <AreaList
      list={list}
      title={t("adminAppointments.quotations.title")}
      subtitle={t("adminAppointments.quotations.subtitle")}
      search={t("adminAppointments.quotations.search")}
      filters={
        <ChoiceFilter
          list={list}
          field="status"
          label={t("adminAppointments.common.status")}
          all={t("adminAppointments.common.allStatuses")}
          options={QUOTE_STATUSES.map((s) => ({ value: s, label: t(`adminAppointments.quotations.${s}`) }))}
          width={180}
        />
      }
    >
      <Table
        {...list.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        data-testid="quotation-table"
        expandable={{
          expandedRowRender: (q) => (
            <div>
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {q.lines.map((l) => (
                  <li key={l.description}>
                    {l.description} × {l.quantity} · {money(l.unit_price)} = {money(l.total)}
                  </li>
                ))}
              </ul>
              {(q.photos ?? []).length || q.lines.some((l) => (l.photos ?? []).length) ? (
                <div style={{ marginBlock: 8 }} data-testid={`quotation-photos-${q.id}`}>
                  <PhotoThumbs
                    photos={[...(q.photos ?? []), ...q.lines.flatMap((l) => l.photos ?? [])]}
                    alt={(n) => t("partnerWork.admin.photoAlt", { n })}
                  />
                </div>
              ) : null}
              {q.decline_reason ? (
                <Typography.Text type="secondary">
                  {t("adminAppointments.quotations.declineReason")}: {q.decline_reason}
                </Typography.Text>
              ) : null}
            </div>
          ),
        }}
      >
        <Table.Column<Quotation>
          dataIndex="number"
          key="number"
          title={t("adminAppointments.quotations.number")}
          render={(_, q) => (
            <span>
              <bdi>{q.number}</bdi>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {q.title}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<Quotation>
          key="booking"
          title={t("adminAppointments.common.booking")}
          render={(_, q) => (
            <span>
              <Link to={`/admin/appointments/show/${q.booking_id}`}>
                <bdi>{q.booking_number}</bdi>
              </Link>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {q.customer.name}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<Quotation>
          key="partner"
          title={t("adminAppointments.common.partner")}
          responsive={["lg"]}
          render={(_, q) => q.partner.name}
        />
        <Table.Column<Quotation>
          dataIndex="total"
          key="total"
          title={t("adminAppointments.common.total")}
          sorter
          render={(v: number) => money(v)}
        />
        <Table.Column<Quotation>
          dataIndex="status"
          key="status"
          title={t("adminAppointments.common.status")}
          sorter
          render={(s: Quotation["status"]) => <QuotationStatusTag status={s} />}
        />
        <Table.Column<Quotation>
          dataIndex="valid_until"
          key="valid_until"
          title={t("adminAppointments.quotations.validUntil")}
          responsive={["md"]}
          sorter
          render={(v: string) => formatDate(v)}
        />
        <Table.Column<Quotation>
          dataIndex="created_at"
          key="created_at"
          title={t("adminAppointments.common.created")}
          responsive={["lg"]}
          sorter
          render={(v: string) => formatDate(v)}
        />
      </Table>
    </AreaList>
  );
}
