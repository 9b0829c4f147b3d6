import { type BaseRecord, useCustom } from "@refinedev/core";
import { Card, Skeleton, Space } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ENDPOINTS } from "../../../api/endpoints";
import { DashboardWelcome } from "../../../components/portal/dashboard-welcome";
import type { AdminDashboard } from "../insights/types";

/**
 * The figures, date picker and panels come in their own chunk, the charts in another (insights/dashboard-view.tsx
 * and dashboard-charts.tsx), so the admin portal's first chunk carries neither the chart library nor the date picker.
 */
const DashboardView = lazy(() => import("../insights/dashboard-view"));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/dashboard: the marketplace's figures for a date range (GET admin/dashboard). The range lives in the URL
 * (`?from=&to=`, Asia/Dubai days; none: the last 30 days). The figures are fetched here, while the view's chunk loads.
 */
export default function AdminDashboardPage() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = DAY.test(params.get("from") ?? "") ? (params.get("from") as string) : undefined;
  const to = DAY.test(params.get("to") ?? "") ? (params.get("to") as string) : undefined;

  const { query } = useCustom<AdminDashboard & BaseRecord>({
    url: ENDPOINTS.adminDashboard,
    method: "get",
    config: { query: { from, to } },
    meta: { language: i18n.language },
    // the figures of the range before stay on screen while the next range loads
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });

  const onRange = (range: { from: string; to: string } | null) => {
    const next = new URLSearchParams(params);
    if (range) {
      next.set("from", range.from);
      next.set("to", range.to);
    } else {
      next.delete("from");
      next.delete("to");
    }
    setParams(next, { replace: true });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }} data-testid="admin-dashboard">
      <DashboardWelcome introKey="dashboard.adminIntro" />
      <Suspense
        fallback={
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        }
      >
        <DashboardView
          data={query.data?.data}
          loading={query.isLoading}
          error={query.isError}
          onRetry={() => query.refetch()}
          onRange={onRange}
        />
      </Suspense>
    </Space>
  );
}
