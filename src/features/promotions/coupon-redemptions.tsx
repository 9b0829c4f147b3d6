import "../../i18n/modules/promotions";
import { getDefaultSortOrder } from "@refinedev/antd";
import type { BaseKey } from "@refinedev/core";
import { Card, Input, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { useListFilters } from "../../components/portal/use-list-filters";
import { useTable } from "../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../config/constants";
import { formatDateTime, formatMoney } from "../../lib/format";
import type { CouponRedemption } from "./types";

/**
 * The coupon's redemptions (coupon/redemptions/{id} through refine's useTable): code used, customer, order, discount
 * in AED, reserved or redeemed, when (Asia/Dubai); search by code or customer, sort by date or discount. Not synced
 * with the URL (the page's own address names the coupon).
 */
export function CouponRedemptions({ couponId }: { couponId: BaseKey }) {
  const { t, i18n } = useTranslation();
  const table = useTable<CouponRedemption>({
    resource: "coupon-redemptions",
    syncWithLocation: false,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    meta: { endpoints: { list: fillId(ENDPOINTS.couponRedemptions, couponId) }, language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  return (
    <Card title={t("promotions.redemptions.title")} data-testid="coupon-redemptions">
      <Input.Search
        {...filters.searchProps}
        placeholder={t("promotions.redemptions.search")}
        aria-label={t("promotions.redemptions.search")}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <Table
        {...filters.tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <Typography.Text type="secondary">{t("promotions.redemptions.empty")}</Typography.Text> }}
        data-testid="coupon-redemptions-table"
      >
        <Table.Column<CouponRedemption>
          key="code"
          dataIndex="code"
          title={t("promotions.redemptions.code")}
          render={(code: string) => (
            <Typography.Text code dir="ltr">
              {code}
            </Typography.Text>
          )}
        />
        <Table.Column<CouponRedemption>
          key="customer_name"
          dataIndex="customer_name"
          title={t("promotions.redemptions.customer")}
          render={(name: string | null) => <span dir="auto">{name ?? "—"}</span>}
        />
        <Table.Column<CouponRedemption>
          key="order_number"
          dataIndex="order_number"
          title={t("promotions.redemptions.order")}
          responsive={["sm"]}
          render={(n: string | null) => <span dir="ltr">{n ?? "—"}</span>}
        />
        <Table.Column<CouponRedemption>
          key="discount"
          dataIndex="discount"
          title={t("promotions.redemptions.discount")}
          sorter
          render={(v: number) => formatMoney(v, i18n.language)}
        />
        <Table.Column<CouponRedemption>
          key="status"
          dataIndex="status"
          title={t("promotions.redemptions.status")}
          render={(s: CouponRedemption["status"]) => (
            <Tag color={s === "redeemed" ? "green" : "gold"}>{t(`promotions.redemptions.statuses.${s}`)}</Tag>
          )}
        />
        <Table.Column<CouponRedemption>
          key="created_at"
          dataIndex="created_at"
          title={t("promotions.redemptions.date")}
          sorter
          defaultSortOrder={getDefaultSortOrder("created_at", table.sorters)}
          render={(v: string) => (
            <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(v)}
            </bdi>
          )}
        />
      </Table>
    </Card>
  );
}
