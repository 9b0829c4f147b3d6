import "../../../i18n/modules/admin-appointments";
import { List, useTable } from "@refinedev/antd";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Form, Grid, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDate } from "../../../lib/format";
import { AreaPage, FilterBar, PartnerSelect, type Review, Stars, useHasPermission } from "./shared";

/** /admin/reviews: moderate reviews (hide or show, one or many, with a confirmation) and reply to them. */
export default function ReviewListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canUpdate = useHasPermission("update-rating-reviews");
  const narrow = !Grid.useBreakpoint().md;
  const table = useTable<Review>({
    resource: "admin-reviews",
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "id", order: "desc" }] },
    errorNotification: false,
  });
  const invalidate = useInvalidate();
  const { mutateAsync: post } = useCustomMutation();
  const send = (url: string, values: Record<string, unknown>) =>
    post({ url, method: "post", values, successNotification: false, errorNotification: false });
  const refresh = () => invalidate({ resource: "admin-reviews", invalidates: ["list"] });
  const { tableProps, setFilter, get, searchProps } = useListFilters(table);
  const [selected, setSelected] = useState<number[]>([]);
  const [replying, setReplying] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reply: string }>();

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

  const saveReply = async () => {
    if (!replying) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await send(fillId(ENDPOINTS.adminReviewReply, replying.id), { reply: values.reply });
      message.success(t("adminAppointments.reviews.replySaved"));
      setReplying(null);
      form.resetFields();
      await refresh();
    } catch (error) {
      const reply = (error as HttpError | undefined)?.errors?.reply;
      if (reply)
        form.setFields([{ name: "reply", errors: Array.isArray(reply) ? reply.map(String) : [String(reply)] }]);
    } finally {
      setBusy(false);
    }
  };

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
        {canUpdate && selected.length > 0 ? (
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
          rowSelection={
            canUpdate
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
        >
          <Table.Column<Review>
            key="review"
            title={t("adminAppointments.reviews.comment")}
            render={(_, r) => (
              <div style={{ maxWidth: 420, opacity: r.is_visible ? 1 : 0.6 }}>
                <Space wrap size={6}>
                  <Stars rating={r.rating} />
                  <Typography.Text strong>
                    <bdi>{r.customer_name}</bdi>
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(r.created_at)}
                  </Typography.Text>
                  {r.is_visible ? null : <Tag>{t("adminAppointments.reviews.hidden")}</Tag>}
                </Space>
                <div dir="auto">{r.comment}</div>
                {narrow ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.partner.name}
                    {r.service ? ` · ${r.service.name}` : ""}
                  </Typography.Text>
                ) : null}
                {r.reply ? (
                  <div
                    style={{ marginTop: 6, paddingInlineStart: 10, borderInlineStart: "3px solid #d9d9d9" }}
                    data-testid="review-reply"
                  >
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t("adminAppointments.reviews.repliedBy", { name: r.replied_by?.name ?? "" })}
                    </Typography.Text>
                    <div dir="auto">{r.reply}</div>
                  </div>
                ) : null}
              </div>
            )}
          />
          <Table.Column<Review>
            key="partner"
            title={t("adminAppointments.common.partner")}
            responsive={["md"]}
            render={(_, r) => (
              <span>
                {r.partner.name}
                {r.service ? (
                  <>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.service.name}
                    </Typography.Text>
                  </>
                ) : null}
              </span>
            )}
          />
          <Table.Column<Review>
            dataIndex="rating"
            key="rating"
            title={t("adminAppointments.reviews.rating")}
            responsive={["md"]}
            sorter
            render={(v: number) => v}
          />
          <Table.Column<Review>
            key="visibility"
            title={t("adminAppointments.reviews.visibility")}
            responsive={["md"]}
            render={(_, r) =>
              r.is_visible ? (
                <Tag color="green">{t("adminAppointments.reviews.visible")}</Tag>
              ) : (
                <Tag>{t("adminAppointments.reviews.hidden")}</Tag>
              )
            }
          />
          {canUpdate ? (
            <Table.Column<Review>
              key="actions"
              title={t("adminAppointments.common.actions")}
              render={(_, r) => (
                <Space wrap size={4}>
                  <Popconfirm
                    title={t(
                      r.is_visible
                        ? "adminAppointments.reviews.hideOneConfirm"
                        : "adminAppointments.reviews.showOneConfirm",
                    )}
                    okText={t("adminAppointments.common.confirm")}
                    cancelText={t("adminAppointments.common.cancel")}
                    onConfirm={() => setVisible([r.id], !r.is_visible)}
                  >
                    <Button size="small" danger={r.is_visible} data-testid={`toggle-${r.id}`}>
                      {t(r.is_visible ? "adminAppointments.reviews.hide" : "adminAppointments.reviews.show")}
                    </Button>
                  </Popconfirm>
                  <Button
                    size="small"
                    onClick={() => {
                      setReplying(r);
                      form.setFieldsValue({ reply: r.reply ?? "" });
                    }}
                    data-testid={`reply-${r.id}`}
                  >
                    {t(r.reply ? "adminAppointments.reviews.editReply" : "adminAppointments.reviews.reply")}
                  </Button>
                </Space>
              )}
            />
          ) : null}
        </Table>
      </List>
      <Modal
        open={replying !== null}
        title={replying ? t("adminAppointments.reviews.replyTitle", { name: replying.customer_name }) : ""}
        okText={t("adminAppointments.common.save")}
        cancelText={t("adminAppointments.common.cancel")}
        confirmLoading={busy}
        onOk={saveReply}
        onCancel={() => {
          setReplying(null);
          form.resetFields();
        }}
        forceRender
      >
        {replying ? (
          <Typography.Paragraph type="secondary">
            <Stars rating={replying.rating} /> {replying.comment}
          </Typography.Paragraph>
        ) : null}
        <Form form={form} layout="vertical">
          <Form.Item
            name="reply"
            label={t("adminAppointments.reviews.replyLabel")}
            rules={[{ required: true, whitespace: true, message: t("adminAppointments.reviews.replyRequired") }]}
          >
            <Input.TextArea rows={4} maxLength={1000} showCount data-testid="reply-text" />
          </Form.Item>
        </Form>
      </Modal>
    </AreaPage>
  );
}
