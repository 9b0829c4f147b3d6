import "../../../i18n/modules/admin-help";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { Alert, App, Button, Input, Popconfirm, Select, Space, Switch, Table, Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { type AdminFaq, AUDIENCES, FAQ_RESOURCE, type FaqAudience, useFaqModal } from "./faq-form";

/**
 * /admin/help/faqs: the customer and partner FAQs (faq/admin-list) in two tabs, searched in both languages and
 * filtered by status; editors add, edit, reorder (the order number), show or hide (the switch) and delete them.
 */
export default function FaqList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canCreate = useCan({ resource: FAQ_RESOURCE, action: "create" }).data?.can ?? false;
  const canEdit = useCan({ resource: FAQ_RESOURCE, action: "edit" }).data?.can ?? false;
  const canStatus = useCan({ resource: FAQ_RESOURCE, action: "status" }).data?.can ?? false;
  const canDelete = useCan({ resource: FAQ_RESOURCE, action: "delete" }).data?.can ?? false;
  const table = useTable<AdminFaq>({
    resource: FAQ_RESOURCE,
    pagination: { pageSize: 20 },
    filters: { initial: [{ field: "audience", operator: "eq", value: "customer" }] },
    meta: { silent: true },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const audience = (filters.get("audience") as FaqAudience | undefined) ?? "customer";
  const create = useFaqModal("create", audience);
  const edit = useFaqModal("edit", audience);
  const { mutateAsync: post } = useCustomMutation();

  const write = async (url: string, values: object, done: string) => {
    try {
      await post({
        url,
        method: "post",
        values,
        successNotification: false,
        errorNotification: false,
        meta: { silent: true },
      });
      message.success(done);
    } catch {
      message.error(t("adminHelp.common.refused"));
    } finally {
      await invalidate({ resource: FAQ_RESOURCE, invalidates: ["list"] });
    }
  };

  return (
    <List
      title={t("adminHelp.faqs.title")}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()} data-testid="faq-add">
            {t("adminHelp.faqs.add")}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t("adminHelp.faqs.subtitle")}</Typography.Paragraph>
      <Tabs
        activeKey={audience}
        onChange={(key) => filters.setFilter("audience", key)}
        items={AUDIENCES.map((a) => ({ key: a, label: t(`adminHelp.faqs.audiences.${a}`) }))}
      />
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...filters.searchProps}
          aria-label={t("adminHelp.faqs.search")}
          placeholder={t("adminHelp.faqs.search")}
          style={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Select
          aria-label={t("adminHelp.faqs.statusFilter")}
          value={String(filters.get("status") ?? "")}
          onChange={(v) => filters.setFilter("status", v)}
          options={[
            { value: "", label: t("adminHelp.faqs.allStatuses") },
            { value: "active", label: t("adminHelp.common.statuses.active") },
            { value: "inactive", label: t("adminHelp.common.statuses.inactive") },
          ]}
          style={{ flex: "0 1 180px" }}
        />
      </div>
      {table.tableQuery.isError ? (
        <Alert type="error" showIcon message={t("adminHelp.faqs.loadFailed")} style={{ marginBottom: 12 }} />
      ) : null}
      <Table<AdminFaq>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        locale={{ emptyText: t("adminHelp.faqs.empty") }}
        data-testid="faq-table"
      >
        <Table.Column<AdminFaq>
          title={t("adminHelp.faqs.columns.order")}
          dataIndex="sort_order"
          width={72}
          responsive={["sm"]}
        />
        <Table.Column<AdminFaq>
          title={t("adminHelp.faqs.columns.question")}
          dataIndex="question"
          render={(q: string, f) => (
            <span style={{ overflowWrap: "anywhere" }}>
              <Typography.Text strong>{q}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.answer.length > 160 ? `${f.answer.slice(0, 160)}…` : f.answer}
              </Typography.Text>
            </span>
          )}
        />
        <Table.Column<AdminFaq>
          title={t("adminHelp.faqs.columns.status")}
          dataIndex="status"
          render={(s: string, f) => (
            <Switch
              size="small"
              checked={s === "active"}
              disabled={!canStatus}
              aria-label={t("adminHelp.faqs.activeToggle", { question: f.question })}
              onChange={(on) =>
                write(
                  fillId(ENDPOINTS.faqUpdate, f.id),
                  { status: on ? "active" : "inactive" },
                  t(on ? "adminHelp.faqs.activated" : "adminHelp.faqs.deactivated"),
                )
              }
            />
          )}
        />
        {canEdit || canDelete ? (
          <Table.Column<AdminFaq>
            title={t("adminHelp.faqs.columns.actions")}
            render={(_, f) => (
              <Space size={4}>
                {canEdit ? (
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${t("adminHelp.common.edit")}: ${f.question}`}
                    onClick={() => edit.show(f.id)}
                  />
                ) : null}
                {canDelete ? (
                  <Popconfirm
                    title={t("adminHelp.faqs.deleteConfirm")}
                    okText={t("adminHelp.common.yes")}
                    cancelText={t("adminHelp.common.no")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => write(fillId(ENDPOINTS.faqDelete, f.id), {}, t("adminHelp.faqs.deleted"))}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t("adminHelp.common.delete")}: ${f.question}`}
                    />
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
