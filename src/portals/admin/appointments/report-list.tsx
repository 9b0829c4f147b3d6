import "../../../i18n/modules/admin-appointments";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";
import { AreaList, ChoiceFilter, useAreaTable } from "./area-list";
import { PhotoThumbs, ReportDetails, ReportFigures } from "./report-details";
import type { CompletionReport } from "./types";

/** /admin/completion-reports: what technicians reported when done (notes, photos, the customer's sign-off). */
export default function ReportListPage() {
  const { t } = useTranslation();
  const list = useAreaTable<CompletionReport>("admin-completion-reports");

  return (
    <AreaList
      list={list}
      title={t("adminAppointments.reports.title")}
      subtitle={t("adminAppointments.reports.subtitle")}
      search={t("adminAppointments.reports.search")}
      filters={
        <ChoiceFilter
          list={list}
          field="signoff"
          label={t("adminAppointments.reports.signoff")}
          all={t("adminAppointments.reports.allSignoffs")}
          options={[
            { value: "1", label: t("adminAppointments.reports.signedOnly") },
            { value: "0", label: t("adminAppointments.reports.unsignedOnly") },
          ]}
          width={180}
        />
      }
    >
      <Table
        {...list.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        data-testid="report-table"
        expandable={{
          expandedRowRender: (r) => <ReportDetails report={r} />,
          rowExpandable: (r) =>
            (r.checklist ?? []).length > 0 || (r.before_photos ?? []).length + (r.after_photos ?? []).length > 0,
        }}
      >
        <Table.Column<CompletionReport>
          key="booking"
          title={t("adminAppointments.common.booking")}
          render={(_, r) => (
            <span>
              <Link to={`/admin/appointments/show/${r.booking.id}`}>
                <bdi>{r.booking.number}</bdi>
              </Link>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.customer.name} · {r.partner.name}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.technician?.name ?? t("adminAppointments.common.noTechnician")}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<CompletionReport>
          dataIndex="notes"
          key="notes"
          title={t("adminAppointments.reports.notes")}
          render={(v: string, r) => (
            <span dir="auto" style={{ display: "inline-block", maxWidth: 360 }}>
              {v}
              <br />
              <ReportFigures report={r} />
            </span>
          )}
        />
        <Table.Column<CompletionReport>
          key="photos"
          title={t("adminAppointments.reports.photos")}
          render={(_, r) =>
            r.photos.length ? (
              <PhotoThumbs
                photos={r.photos}
                alt={(n) => t("adminAppointments.reports.photoAlt", { n, number: r.booking.number })}
              />
            ) : (
              <Typography.Text type="secondary">{t("adminAppointments.reports.noPhotos")}</Typography.Text>
            )
          }
        />
        <Table.Column<CompletionReport>
          key="signoff"
          title={t("adminAppointments.reports.signoff")}
          render={(_, r) =>
            r.customer_signoff ? (
              <Tag color="green">{t("adminAppointments.reports.signedBy", { name: r.signed_by ?? "" })}</Tag>
            ) : (
              <Tag>{t("adminAppointments.reports.notSigned")}</Tag>
            )
          }
        />
        <Table.Column<CompletionReport>
          dataIndex="created_at"
          key="created_at"
          title={t("adminAppointments.reports.completed")}
          responsive={["md"]}
          sorter
          render={(v: string) => <bdi>{formatDateTime(v)}</bdi>}
        />
      </Table>
    </AreaList>
  );
}
