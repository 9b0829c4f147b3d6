import "../../../i18n/modules/admin-coupons";
import { PlusOutlined } from "@ant-design/icons";
import { List, useTable } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { App, Button, Grid, Input, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { useCouponModal } from "./coupon-form";
import {
  type AdminCoupon,
  COUPON_STATUSES,
  CouponDiscount,
  CouponStatusTag,
  CouponValidity,
  couponTitle,
} from "./coupon-status";

const RESOURCE = "admin-coupons";
const QUIET = { successNotification: false, errorNotification: false } as const;

/** Whether the active role may do `action` on the coupons (the permissions of ./screens.ts). */
function useAllowed(action: string) {
  return useCan({ resource: RESOURCE, action }).data?.can ?? false;
}

/**
 * /admin/coupons: promotions and vouchers. Search, status and funder filters, the coupon's status computed as the
 * server's filter does, an active switch, create and edit in a modal, duplicate (an inactive copy).
 */
export default function CouponListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCreate = useAllowed("create");
  const canEdit = useAllowed("edit");
  const canStatus = useAllowed("status");
  const canDuplicate = useAllowed("duplicate");
  const table = useTable<AdminCoupon>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const invalidate = useInvalidate();
  const { mutateAsync: duplicate } = useCustomMutation<AdminCoupon>();
  const { mutateAsync: update } = useUpdate<AdminCoupon>();
  const create = useCouponModal("create");
  const edit = useCouponModal("edit");

  const copy = async (c: AdminCoupon) => {
    try {
      const { data } = await duplicate({
        url: fillId(ENDPOINTS.couponDuplicate, c.id),
        method: "post",
        values: {},
        ...QUIET,
      });
      message.success(t("adminCoupons.duplicated", { code: data.code }));
    } catch {
      // the API layer shows the server's message
    } finally {
      await invalidate({ resource: RESOURCE, invalidates: ["list"] });
    }
  };

  return (
    <List
      title={t("adminCoupons.title")}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()} data-testid="coupon-create">
            {t("adminCoupons.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("adminCoupons.subtitle")}</Typography.Paragraph>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...filters.searchProps}
          placeholder={t("adminCoupons.search")}
          aria-label={t("adminCoupons.search")}
          style={{ flex: "1 1 220px", maxWidth: 320 }}
        />
        <Select
          aria-label={t("adminCoupons.statusFilter")}
          value={String(filters.get("status") ?? "")}
          onChange={(v) => filters.setFilter("status", v)}
          options={[
            { value: "", label: t("adminCoupons.allStatuses") },
            ...COUPON_STATUSES.map((s) => ({ value: s, label: t(`adminCoupons.statuses.${s}`) })),
          ]}
          style={{ flex: "0 1 170px" }}
          data-testid="coupon-status-filter"
        />
        <Select
          aria-label={t("adminCoupons.funderFilter")}
          value={String(filters.get("funded_by") ?? "")}
          onChange={(v) => filters.setFilter("funded_by", v)}
          options={[
            { value: "", label: t("adminCoupons.allFunders") },
            { value: "khidma", label: t("adminCoupons.funders.khidma") },
            { value: "partner", label: t("adminCoupons.funders.partner") },
          ]}
          style={{ flex: "0 1 170px" }}
          data-testid="coupon-funder-filter"
        />
      </div>
      <Table {...filters.tableProps} rowKey="id" size="middle" scroll={{ x: "max-content" }} data-testid="coupon-table">
        <Table.Column<AdminCoupon>
          key="code"
          dataIndex="code"
          title={t("adminCoupons.columns.code")}
          sorter
          render={(_, c) => (
            <span>
              <Typography.Text strong copyable={screens.sm ? { text: c.code } : false}>
                {c.code}
              </Typography.Text>
              <span style={{ display: "block" }} dir="auto">
                {couponTitle(c, i18n.language)}
              </span>
            </span>
          )}
        />
        <Table.Column<AdminCoupon>
          key="discount_value"
          dataIndex="discount_value"
          title={t("adminCoupons.columns.discount")}
          sorter
          render={(_, c) => <CouponDiscount coupon={c} />}
        />
        <Table.Column<AdminCoupon>
          key="ends_at"
          dataIndex="ends_at"
          title={t("adminCoupons.columns.validity")}
          sorter
          responsive={["sm"]}
          render={(_, c) => <CouponValidity coupon={c} />}
        />
        <Table.Column<AdminCoupon>
          key="used_count"
          dataIndex="used_count"
          title={t("adminCoupons.columns.usage")}
          sorter
          responsive={["md"]}
          render={(_, c) => `${c.used_count} / ${c.usage_limit ?? t("adminCoupons.unlimited")}`}
        />
        <Table.Column<AdminCoupon>
          key="funded_by"
          dataIndex="funded_by"
          title={t("adminCoupons.columns.funder")}
          responsive={["md"]}
          render={(_, c) => (
            <Tag color={c.funded_by === "partner" ? "purple" : "cyan"}>{t(`adminCoupons.funders.${c.funded_by}`)}</Tag>
          )}
        />
        <Table.Column<AdminCoupon>
          key="status"
          title={t("adminCoupons.columns.status")}
          render={(_, c) => <CouponStatusTag coupon={c} />}
        />
        <Table.Column<AdminCoupon>
          key="active"
          title={t("adminCoupons.columns.active")}
          render={(_, c) => (
            <Switch
              size="small"
              checked={c.active}
              disabled={!canStatus}
              aria-label={t("adminCoupons.activeToggle", { code: c.code })}
              onChange={(on) =>
                update({ resource: RESOURCE, id: c.id, values: { active: on }, ...QUIET }).catch(() => undefined)
              }
            />
          )}
        />
        {canEdit || canDuplicate ? (
          <Table.Column<AdminCoupon>
            key="actions"
            title={t("adminCoupons.columns.actions")}
            render={(_, c) => (
              <Space wrap>
                {canEdit ? (
                  <Button
                    size="small"
                    onClick={() => edit.show(c.id)}
                    aria-label={t("adminCoupons.editNamed", { code: c.code })}
                  >
                    {t("adminCoupons.edit")}
                  </Button>
                ) : null}
                {canDuplicate ? (
                  <Popconfirm
                    title={t("adminCoupons.duplicateConfirm", { code: c.code })}
                    okText={t("adminCoupons.yes")}
                    cancelText={t("adminCoupons.no")}
                    onConfirm={() => copy(c)}
                  >
                    <Button size="small" aria-label={t("adminCoupons.duplicateNamed", { code: c.code })}>
                      {t("adminCoupons.duplicate")}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            )}
          />
        ) : null}
      </Table>
      {create.element}
      {edit.element}
    </List>
  );
}
