import "../../../i18n/modules/admin-appointments";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Grid, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { AreaList, ChoiceFilter, useAreaTable } from "./area-list";
import { useReviewColumns } from "./review-columns";
import { ReviewReplyDialog } from "./review-reply-dialog";
import type { Review } from "./types";
import "../../../components/portal/selectable-rows";

const RESOURCE = "admin-reviews";

/** /admin/reviews: moderate reviews (hide or show, one or many, with a confirmation) and reply to them. */
export default function ReviewListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { data: canHide } = useCan({ resource: RESOURCE, action: "visibility" });
  const { data: canReply } = useCan({ resource: RESOURCE, action: "reply" });
  const narrow = !Grid.useBreakpoint().md;
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ["list"] });
  const list = useAreaTable<Review>(RESOURCE);
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
  return (
    <AreaList
      list={list}
      title={t("adminAppointments.reviews.title")}
      subtitle={t("adminAppointments.reviews.subtitle")}
      search={t("adminAppointments.reviews.search")}
      searchWidth={320}
      filters={
        <>
          <ChoiceFilter
            list={list}
            field="rating"
            label={t("adminAppointments.reviews.rating")}
            all={t("adminAppointments.reviews.allRatings")}
            options={[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t("adminAppointments.reviews.stars", { count: n }),
            }))}
            width={150}
            testId="rating-filter"
          />
          <ChoiceFilter
            list={list}
            field="is_visible"
            label={t("adminAppointments.reviews.visibility")}
            all={t("adminAppointments.reviews.allVisibility")}
            options={[
              { value: "1", label: t("adminAppointments.reviews.visible") },
              { value: "0", label: t("adminAppointments.reviews.hidden") },
            ]}
            width={170}
            testId="visibility-filter"
          />
          <ChoiceFilter
            list={list}
            field="replied"
            label={t("adminAppointments.reviews.reply")}
            all={t("adminAppointments.reviews.allReplies")}
            options={[
              { value: "1", label: t("adminAppointments.reviews.withReply") },
              { value: "0", label: t("adminAppointments.reviews.withoutReply") },
            ]}
            width={180}
          />
        </>
      }
      actions={
        canHide?.can && selected.length > 0 ? (
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text>{t("adminAppointments.common.selected", { count: selected.length })}</Typography.Text>
            <Button danger onClick={() => confirmBulk(false)} data-testid="bulk-hide">
              {t("adminAppointments.reviews.hideSelected")}
            </Button>
            <Button onClick={() => confirmBulk(true)} data-testid="bulk-show">
              {t("adminAppointments.reviews.showSelected")}
            </Button>
          </Space>
        ) : null
      }
      after={<ReviewReplyDialog review={replying} onClose={() => setReplying(null)} onSaved={refresh} />}
    >
      <Table
        {...list.tableProps}
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
    </AreaList>
  );
}
