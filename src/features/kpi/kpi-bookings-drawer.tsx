import "../../i18n/modules/kpi-reports";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Drawer, Grid, Segmented, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { formatDateTime } from "../../lib/format";
import { BookingStatusTag } from "../appointments/status-tags";
import { useKpiValue } from "./kpi-format";
import type { KpiReportBooking, KpiScore } from "./types";

interface Page {
  data: KpiReportBooking[];
  total: number;
}

const PAGE_SIZE = 10;

/**
 * The bookings behind one criterion's figure of a partner (GET kpi-report/bookings/{id}, paged on the server): those
 * that pulled the figure down first (marked), or only those. Each row's own figure in the criterion's unit.
 */
export function KpiBookingsDrawer({
  reportId,
  partnerId,
  score,
  onClose,
  initialPulledDown = false,
}: {
  reportId: number;
  partnerId: number;
  score: KpiScore | null;
  onClose: () => void;
  initialPulledDown?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const value = useKpiValue();
  const wide = Grid.useBreakpoint().md ?? true;
  const [page, setPage] = useState(1);
  const [pulled, setPulled] = useState(initialPulledDown);
  const { query } = useCustom<Page & BaseRecord>({
    url: fillId(ENDPOINTS.kpiReportBookings, reportId),
    method: "get",
    config: {
      query: {
        partner_id: partnerId,
        criterion_id: score?.criterion_id,
        page,
        per_page: PAGE_SIZE,
        ...(pulled ? { pulled_down: 1 } : {}),
      },
    },
    meta: { silent: true, lang: i18n.language },
    errorNotification: false,
    queryOptions: { enabled: score !== null },
  });
  const rows = query.data?.data;
  const figure = (b: KpiReportBooking) => {
    if (!score) return null;
    if (score.metric === "on_time_rate") return b.late_minutes === null ? "—" : value("minutes", b.late_minutes);
    if (score.metric === "average_rating") return value("rating", b.rating);
    if (score.metric === "response_minutes") return value("minutes", b.response_minutes);
    return b.pulled_down ? t("kpiReports.drill.yes") : t("kpiReports.drill.no");
  };
  return (
    <Drawer
      open={score !== null}
      onClose={onClose}
      width={wide ? 760 : "100%"}
      title={score ? t("kpiReports.drill.title", { name: score.name }) : ""}
      destroyOnHidden
      data-testid="kpi-bookings"
    >
      {score ? (
        <Space direction="vertical" size={12} style={{ width: "100%" }}>
          <Typography.Text type="secondary">{score.formula}</Typography.Text>
          <Segmented
            value={pulled ? "pulled" : "all"}
            onChange={(v) => {
              setPulled(v === "pulled");
              setPage(1);
            }}
            options={[
              { value: "all", label: t("kpiReports.drill.all") },
              { value: "pulled", label: t("kpiReports.drill.pulled") },
            ]}
          />
          <Table<KpiReportBooking>
            dataSource={rows?.data ?? []}
            loading={query.isLoading || query.isFetching}
            rowKey="booking_id"
            size="small"
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("kpiReports.drill.empty") }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: rows?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            data-testid="kpi-bookings-table"
          >
            <Table.Column<KpiReportBooking>
              title={t("kpiReports.drill.booking")}
              dataIndex="number"
              render={(n: string) => <bdi dir="ltr">{n}</bdi>}
            />
            <Table.Column<KpiReportBooking>
              title={t("kpiReports.drill.scheduled")}
              dataIndex="scheduled_at"
              render={(v: string) => <bdi dir="ltr">{formatDateTime(v)}</bdi>}
            />
            <Table.Column<KpiReportBooking>
              title={t("kpiReports.drill.status")}
              dataIndex="status"
              render={(s: string) => <BookingStatusTag status={s} />}
            />
            <Table.Column<KpiReportBooking> title={t("kpiReports.drill.value")} render={(_, b) => figure(b)} />
            <Table.Column<KpiReportBooking>
              title={t("kpiReports.drill.pulledDown")}
              dataIndex="pulled_down"
              render={(p: boolean) =>
                p ? (
                  <Tag color="red" data-testid="kpi-pulled-down">
                    {t("kpiReports.drill.yes")}
                  </Tag>
                ) : (
                  t("kpiReports.drill.no")
                )
              }
            />
          </Table>
        </Space>
      ) : null}
    </Drawer>
  );
}
