import "../../../i18n/modules/admin-appointments";
import { List, useTable } from "@refinedev/antd";
import { Image, Input, Select, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime } from "../../../lib/format";
import { AreaPage, FilterBar } from "./area-page";
import { PartnerSelect } from "./partner-select";
import type { CompletionReport } from "./types";

/** /admin/completion-reports: what technicians reported when done (notes, photos, the customer's sign-off). */
export default function ReportListPage() {
  const { t } = useTranslation();
  const table = useTable<CompletionReport>({
    resource: "admin-completion-reports",
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const { tableProps, setFilter, get, searchProps } = useListFilters(table);
  const signoff = get("signoff");

  return (
    <AreaPage>
      <List title={t("adminAppointments.reports.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminAppointments.reports.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminAppointments.reports.search")}
            aria-label={t("adminAppointments.reports.search")}
            style={{ flex: "1 1 220px", maxWidth: 340 }}
          />
          <Select
            aria-label={t("adminAppointments.reports.signoff")}
            value={signoff === undefined ? "" : String(signoff)}
            onChange={(v) => setFilter("signoff", v === "" ? undefined : v)}
            options={[
              { value: "", label: t("adminAppointments.reports.allSignoffs") },
              { value: "1", label: t("adminAppointments.reports.signedOnly") },
              { value: "0", label: t("adminAppointments.reports.unsignedOnly") },
            ]}
            style={{ flex: "0 1 180px" }}
          />
          <PartnerSelect
            value={get("partner_id") === undefined ? undefined : Number(get("partner_id"))}
            onChange={(v) => setFilter("partner_id", v)}
          />
        </FilterBar>
        <Table {...tableProps} rowKey="id" size="middle" scroll={{ x: "max-content" }} data-testid="report-table">
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
            render={(v: string) => (
              <span dir="auto" style={{ display: "inline-block", maxWidth: 360 }}>
                {v}
              </span>
            )}
          />
          <Table.Column<CompletionReport>
            key="photos"
            title={t("adminAppointments.reports.photos")}
            render={(_, r) =>
              r.photos.length ? (
                <Image.PreviewGroup>
                  <Space wrap size={4}>
                    {r.photos.map((src, i) => (
                      <Image
                        key={src}
                        src={src}
                        width={56}
                        height={56}
                        style={{ objectFit: "cover", borderRadius: 4 }}
                        alt={t("adminAppointments.reports.photoAlt", { n: i + 1, number: r.booking.number })}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
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
      </List>
    </AreaPage>
  );
}
