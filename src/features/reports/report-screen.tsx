import "../../i18n/modules/reports";
import { type BaseRecord, CanAccess, useCustom } from "@refinedev/core";
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { PeriodChange } from "../insights/period-change";
import { useFormatters } from "../settings/use-formatters";
import { ExportButton } from "./export-button";
import { FilterBar } from "./filter-bar";
import { reportQuery, useReportFilters } from "./filters";
import { dubaiText, formatFigure } from "./format";
import { type ReportAnswer, type ReportSpec, reportResource } from "./spec";

// the charts and uPlot arrive after the cards and the table
const ReportCharts = lazy(() => import("./report-charts"));

const day = (d: string) => dayjs(d).format("DD-MM-YYYY");

/**
 * One report screen (issue 19), the same in both portals: the filter bar (kept in the URL), the summary cards (with
 * the change against the previous period when comparing), the charts (lazy) and the server-paged table, all from one
 * `GET report/{name}` through refine's useCustom; "Export CSV" (streamed, with progress and cancel) for roles holding
 * the report's export permission. `side` picks the resource (`admin-report-<name>` / `partner-report-<name>`) and
 * shows the partner filter to the admin only (a partner's report is its own company's).
 */
export function ReportScreen({ spec, side }: { spec: ReportSpec; side: "admin" | "partner" }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const formats = useFormatters();
  const { state, update, reset } = useReportFilters();
  const query = reportQuery(state);
  const answer = useCustom<ReportAnswer & BaseRecord>({
    url: ENDPOINTS.reports.report(spec.name),
    method: "get",
    config: { query },
    meta: { language: lang },
    queryOptions: { placeholderData: (previous) => previous },
  });
  const data = answer.query.data?.data as ReportAnswer | undefined;
  const loading = answer.query.isLoading;
  const fetching = answer.query.isFetching;
  const resource = reportResource(side, spec.name);
  const exportQuery = reportQuery(state, false);

  const columns: ColumnsType<Record<string, unknown>> = spec.columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(c.title),
    width: c.width,
    align: c.format && c.format !== "text" && c.format !== "date" && c.format !== "datetime" ? "end" : undefined,
    render: (value: unknown) =>
      c.format === "date" || c.format === "datetime"
        ? dubaiText(value, c.format, formats)
        : formatFigure(value, c.format ?? "text", lang, t),
  }));

  return (
    <Flex vertical gap={16} data-testid={`report-${spec.name}`}>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(spec.title)}
          </Typography.Title>
          {spec.description ? <Typography.Text type="secondary">{t(spec.description)}</Typography.Text> : null}
        </div>
        <CanAccess resource={resource} action="export">
          <ExportButton
            name={spec.name}
            query={exportQuery}
            filename={`${spec.name}-report-${state.from}-${state.to}.csv`}
          />
        </CanAccess>
      </Flex>

      <Card size="small">
        <FilterBar state={state} update={update} reset={reset} spec={spec.filters} side={side} />
        {state.compare && data?.previous_range ? (
          <Typography.Text type="secondary" style={{ display: "block", marginTop: 8 }} data-testid="report-previous">
            {t("reports.previousRange", { from: day(data.previous_range.from), to: day(data.previous_range.to) })}
          </Typography.Text>
        ) : null}
      </Card>

      {answer.query.isError && !data ? (
        <Alert
          type="error"
          showIcon
          message={t("reports.error")}
          action={
            <Button size="small" onClick={() => void answer.query.refetch()}>
              {t("reports.retry")}
            </Button>
          }
        />
      ) : null}

      <section aria-label={t("reports.cards")}>
        <Row gutter={[12, 12]}>
          {spec.cards.map((card) => {
            const value = data?.summary[card.key];
            const previous = data?.previous?.[card.key];
            return (
              <Col key={card.key} xs={12} md={8} xl={6} xxl={4}>
                <Card size="small" data-testid={`report-card-${card.key}`}>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {t(card.label)}
                  </Typography.Text>
                  {loading || value === undefined ? (
                    <Skeleton active title={false} paragraph={{ rows: 1 }} />
                  ) : (
                    <>
                      <div style={{ fontSize: 22, fontWeight: 600 }} data-testid={`report-figure-${card.key}`}>
                        <bdi>{formatFigure(value, card.format, lang, t)}</bdi>
                      </div>
                      {state.compare && previous !== undefined ? (
                        <PeriodChange
                          current={value}
                          previous={previous}
                          lowerIsBetter={card.lowerIsBetter}
                          format={(v) => formatFigure(v, card.format, lang, t)}
                        />
                      ) : null}
                    </>
                  )}
                </Card>
              </Col>
            );
          })}
        </Row>
      </section>

      {spec.charts.length ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <ReportCharts charts={spec.charts} answer={data} loading={loading} />
        </Suspense>
      ) : null}

      <Card
        size="small"
        title={t("reports.table.title")}
        extra={
          data ? (
            <Typography.Text type="secondary">{t("reports.table.total", { count: data.rows.total })}</Typography.Text>
          ) : null
        }
      >
        <Table<Record<string, unknown>>
          rowKey={(r) => String(r[spec.rowKey ?? "id"])}
          columns={columns}
          dataSource={data?.rows.data ?? []}
          loading={fetching}
          size="small"
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("reports.table.empty") }}
          pagination={{
            current: data?.rows.current_page ?? state.page,
            pageSize: data?.rows.per_page ?? state.per_page,
            total: data?.rows.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 25, 50, 100],
          }}
          onChange={(p) => update({ page: p.current ?? 1, per_page: p.pageSize ?? state.per_page })}
          data-testid="report-table"
        />
      </Card>
    </Flex>
  );
}
