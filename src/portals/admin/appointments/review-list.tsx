import "../../../i18n/modules/admin-appointments";
import { List, useTable } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Grid, Input, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { AreaPage, FilterBar } from "./area-page";
import { PartnerSelect } from "./partner-select";
import { useReviewColumns } from "./review-columns";
import { ReviewReplyDialog } from "./review-reply-dialog";
import type { Review } from "./types";

const RESOURCE = "admin-reviews";

/** /admin/reviews: moderate reviews (hide or show, one or many, with a confirmation) and reply to them. */
export default function ReviewListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { data: canHide } = useCan({ resource: RESOURCE, action: "visibility" });
  const { data: canReply } = useCan({ resource: RESOURCE, action: "reply" });
  const narrow = !Grid.useBreakpoint().md;
  const table = useTable<Review>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ["list"] });
  const { tableProps, setFilter, get, searchProps } = useListFilters(table);
  const [selected, setSelected] = useState<number[]>([]);
  const [replying, setReplying] = useState<Review | null>(null);

  const setVisible = async (ids: number[], visible: boolean) => {
    // a failure is shown by the API layer; nothing changes here
    const done = await send(ENDPOINTS.adminReviewVisibility, { ids, is_visible: visible ? 1 : 0 })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    message.success(t(visible ? "adminAppointments.reviews.shownDone" : "adminAppointments.reviews.hiddenDone"));
    setSelected([]);
    await refresh();
  };
  const confirmBulk = (visible: boolean) =>
    modal.confirm({
      title: t(visible ? "adminAppointments.reviews.showConfirm" : "adminAppointments.reviews.hideConfirm", {
        count: selected.length,
      }),
      okText: t("adminAppointments.common.confirm"),
      cancelText: t("adminAppointments.common.cancel"),
      okButtonProps: { danger: !visible },
      onOk: () => setVisible(selected, visible),
    });

  const columns = useReviewColumns({
    narrow,
    canHide: Boolean(canHide?.can),
    canReply: Boolean(canReply?.can),
    onToggle: (r) => setVisible([r.id], !r.is_visible),
    onReply: setReplying,
  });
  const visibility = get("is_visible");
  const replied = get("replied");
  return (
    <AreaPage>
      <List title={t("adminAppointments.reviews.title")} breadcrumb={false}>
        <Typography.Paragraph type="secondary">{t("adminAppointments.reviews.subtitle")}</Typography.Paragraph>
        <FilterBar>
          <Input.Search
            {...searchProps}
            placeholder={t("adminAppointments.reviews.search")}
            aria-label={t("adminAppointments.reviews.search")}
            style={{ flex: "1 1 220px", maxWidth: 320 }}
          />
          <Select
            aria-label={t("adminAppointments.reviews.rating")}
            value={(get("rating") as string | number | undefined)?.toString() ?? ""}
            onChange={(v) => setFilter("rating", v || undefined)}
            options={[
              { value: "", label: t("adminAppointments.reviews.allRatings") },
              ...[5, 4, 3, 2, 1].map((n) => ({
                value: String(n),
                label: t("adminAppointments.reviews.stars", { count: n }),
              })),
            ]}
            style={{ flex: "0 1 150px" }}
            data-testid="rating-filter"
          />
          <Select
            aria-label={t("adminAppointments.reviews.visibility")}
            value={visibility === undefined ? "" : String(visibility)}
            onChange={(v) => setFilter("is_visible", v === "" ? undefined : v)}
            options={[
              { value: "", label: t("adminAppointments.reviews.allVisibility") },
              { value: "1", label: t("adminAppointments.reviews.visible") },
              { value: "0", label: t("adminAppointments.reviews.hidden") },
            ]}
            style={{ flex: "0 1 170px" }}
            data-testid="visibility-filter"
          />
          <Select
            aria-label={t("adminAppointments.reviews.reply")}
            value={replied === undefined ? "" : String(replied)}
            onChange={(v) => setFilter("replied", v === "" ? undefined : v)}
            options={[
              { value: "", label: t("adminAppointments.reviews.allReplies") },
              { value: "1", label: t("adminAppointments.reviews.withReply") },
              { value: "0", label: t("adminAppointments.reviews.withoutReply") },
            ]}
            style={{ flex: "0 1 180px" }}
          />
          <PartnerSelect
            value={get("partner_id") === undefined ? undefined : Number(get("partner_id"))}
            onChange={(v) => setFilter("partner_id", v)}
          />
        </FilterBar>
        {canHide?.can && selected.length > 0 ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text>{t("adminAppointments.common.selected", { count: selected.length })}</Typography.Text>
            <Button danger onClick={() => confirmBulk(false)} data-testid="bulk-hide">
              {t("adminAppointments.reviews.hideSelected")}
            </Button>
            <Button onClick={() => confirmBulk(true)} data-testid="bulk-show">
              {t("adminAppointments.reviews.showSelected")}
            </Button>
          </Space>
        ) : null}
        <Table
          {...tableProps}
          rowKey="id"
          size="middle"
          scroll={narrow ? undefined : { x: "max-content" }}
          data-testid="review-table"
          columns={columns}
          rowSelection={
            canHide?.can
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(Number)),
                  preserveSelectedRowKeys: true,
                  getCheckboxProps: (r: Review) => ({
                    "aria-label": `${r.customer_name} ${r.rating}/5`,
                    disabled: false,
                  }),
                }
              : undefined
          }
        />
      </List>
      <ReviewReplyDialog review={replying} onClose={() => setReplying(null)} onSaved={refresh} />
    </AreaPage>
  );
}
