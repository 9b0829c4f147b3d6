import "../../i18n/modules/promotions";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate, useUpdate } from "@refinedev/core";
import { App, Button, Grid, Switch, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { useListFilters } from "../../components/portal/use-list-filters";
import { useTable } from "../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../config/constants";
import { CouponActions } from "./coupon-actions";
import { CouponFilters } from "./coupon-filters";
import { useCouponModal } from "./coupon-form";
import { CouponDiscount, CouponStatusTag, CouponValidity, couponTitle } from "./coupon-status";
import type { Coupon, PromotionsSide } from "./types";

const QUIET = { successNotification: false, errorNotification: false } as const;

/** Whether the active role may do `action` on the coupons (the permissions of the portal's screens.ts). */
function useAllowed(resource: string, action: string) {
  return useCan({ resource, action }).data?.can ?? false;
}

/**
 * The coupons list of a portal: the admin's /admin/coupons (every coupon; status, funder and partner filters) or a
 * partner's /partner/promotions (its own partner-funded coupons; status filter). Search, the coupon's status computed
 * as the server's filter does, an active switch, create and edit in a modal, duplicate (an inactive copy), and the
 * details screen from the code or the Details button. Buttons follow the resource's declared permissions.
 */
export function CouponListScreen({ resource, side }: { resource: string; side: PromotionsSide }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canCreate = useAllowed(resource, "create");
  const canEdit = useAllowed(resource, "edit");
  const canStatus = useAllowed(resource, "status");
  const canDuplicate = useAllowed(resource, "duplicate");
  const table = useTable<Coupon>({
    resource,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const invalidate = useInvalidate();
  const { mutateAsync: duplicate } = useCustomMutation<Coupon>();
  const { mutateAsync: update } = useUpdate<Coupon>();
  const create = useCouponModal(resource, side, "create");
  const edit = useCouponModal(resource, side, "edit");

  const copy = async (c: Coupon) => {
    try {
      const { data } = await duplicate({
        url: fillId(ENDPOINTS.couponDuplicate, c.id),
        method: "post",
        values: {},
        ...QUIET,
      });
      message.success(t("promotions.duplicated", { code: data.code }));
    } catch {
      // the API layer shows the server's message
    } finally {
      await invalidate({ resource, invalidates: ["list"] });
    }
  };

  return (
    <List
      title={t(`promotions.title.${side}`)}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()} data-testid="coupon-create">
            {t("promotions.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t(`promotions.subtitle.${side}`)}</Typography.Paragraph>
      <CouponFilters side={side} filters={filters} />
      <Table {...filters.tableProps} rowKey="id" size="middle" scroll={{ x: "max-content" }} data-testid="coupon-table">
        <Table.Column<Coupon>
          key="code"
          dataIndex="code"
          title={t("promotions.columns.code")}
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
        <Table.Column<Coupon>
          key="discount_value"
          dataIndex="discount_value"
          title={t("promotions.columns.discount")}
          sorter
          render={(_, c) => <CouponDiscount coupon={c} />}
        />
        <Table.Column<Coupon>
          key="ends_at"
          dataIndex="ends_at"
          title={t("promotions.columns.validity")}
          sorter
          responsive={["sm"]}
          render={(_, c) => <CouponValidity coupon={c} />}
        />
        <Table.Column<Coupon>
          key="used_count"
          dataIndex="used_count"
          title={t("promotions.columns.usage")}
          sorter
          responsive={["md"]}
          render={(_, c) => `${c.used_count} / ${c.usage_limit ?? t("promotions.unlimited")}`}
        />
        {side === "admin" ? (
          <Table.Column<Coupon>
            key="funded_by"
            dataIndex="funded_by"
            title={t("promotions.columns.funder")}
            responsive={["md"]}
            render={(_, c) => (
              <Tag color={c.funded_by === "partner" ? "purple" : "cyan"}>{t(`promotions.funders.${c.funded_by}`)}</Tag>
            )}
          />
        ) : null}
        <Table.Column<Coupon>
          key="status"
          title={t("promotions.columns.status")}
          render={(_, c) => <CouponStatusTag coupon={c} />}
        />
        <Table.Column<Coupon>
          key="active"
          title={t("promotions.columns.active")}
          render={(_, c) => (
            <Switch
              size="small"
              checked={c.active}
              disabled={!canStatus}
              aria-label={t("promotions.activeToggle", { code: c.code })}
              onChange={(on) => update({ resource, id: c.id, values: { active: on }, ...QUIET }).catch(() => undefined)}
            />
          )}
        />
        <Table.Column<Coupon>
          key="actions"
          title={t("promotions.columns.actions")}
          render={(_, c) => (
            <CouponActions
              coupon={c}
              resource={resource}
              onEdit={canEdit ? () => edit.show(c.id) : undefined}
              onDuplicate={canDuplicate ? () => copy(c) : undefined}
            />
          )}
        />
      </Table>
      {create.element}
      {edit.element}
    </List>
  );
}
