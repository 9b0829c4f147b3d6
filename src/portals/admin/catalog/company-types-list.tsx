import "../../../i18n/modules/admin-types";
import { PlusOutlined } from "@ant-design/icons";
import { List } from "@refinedev/antd";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { BilingualName } from "../../../components/portal/bilingual-name";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDate } from "../../../lib/format";
import { type AdminType, TYPE_RESOURCE, TYPE_STATUSES, type TypeKind, useTypeModal } from "./company-types-form";

const STATUS_VERB: Record<TypeKind, string> = {
  company: ENDPOINTS.adminCompanyTypeStatus,
  job: ENDPOINTS.adminJobTypeStatus,
};

function useAllowed(resource: string, action: string) {
  return useCan({ resource, action }).data?.can ?? false;
}

/** A row's Edit and Activate / Deactivate (deactivating asks first: the type stops being offered). */
function TypeActions({
  kind,
  row,
  onEdit,
  canStatus,
}: {
  kind: TypeKind;
  row: AdminType;
  onEdit?: () => void;
  canStatus: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<AdminType>();
  const active = row.status === "active";
  const setStatus = async () => {
    try {
      await mutateAsync({
        url: fillId(STATUS_VERB[kind], row.id),
        method: "post",
        values: { status: active ? "inactive" : "active" },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t(active ? "adminTypes.deactivated" : "adminTypes.activated", { name: row.name }));
    } catch {
      // the API layer shows the server's message
    } finally {
      await invalidate({ resource: TYPE_RESOURCE[kind], invalidates: ["list"] });
    }
  };
  const toggle = (
    <Button
      size="small"
      loading={mutation.isPending}
      onClick={active ? undefined : setStatus}
      aria-label={t(active ? "adminTypes.deactivateNamed" : "adminTypes.activateNamed", { name: row.name })}
      data-testid={`${kind}-type-status-${row.id}`}
    >
      {t(active ? "adminTypes.deactivate" : "adminTypes.activate")}
    </Button>
  );
  return (
    <Space wrap size={4}>
      {onEdit ? (
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t("adminTypes.editNamed", { name: row.name })}
          data-testid={`${kind}-type-edit-${row.id}`}
        >
          {t("adminTypes.edit")}
        </Button>
      ) : null}
      {canStatus && active ? (
        <Popconfirm
          title={t("adminTypes.deactivateConfirm", { name: row.name })}
          okText={t("adminTypes.yes")}
          cancelText={t("adminTypes.no")}
          onConfirm={setStatus}
        >
          {toggle}
        </Popconfirm>
      ) : null}
      {canStatus && !active ? toggle : null}
    </Space>
  );
}

/**
 * /admin/company-types and /admin/job-types: every type of the kind, newest order last, with search (either name or
 * the key) and a status filter; create and edit in a modal (both names, a job type's descriptions, the status);
 * activate and deactivate per row. Buttons follow the resource's declared permissions.
 */
export function TypeListScreen({ kind }: { kind: TypeKind }) {
  const { t, i18n } = useTranslation();
  const resource = TYPE_RESOURCE[kind];
  const canCreate = useAllowed(resource, "create");
  const canEdit = useAllowed(resource, "edit");
  const canStatus = useAllowed(resource, "status");
  const table = useTable<AdminType>({
    resource,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    // `language` only keys the cache: names come back in the active language
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);
  const create = useTypeModal(kind, "create");
  const edit = useTypeModal(kind, "edit");

  return (
    <List
      title={t(`adminTypes.${kind}.title`)}
      breadcrumb={false}
      headerButtons={
        canCreate ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => create.show()}
            data-testid={`${kind}-type-create`}
          >
            {t(`adminTypes.${kind}.add`)}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t(`adminTypes.${kind}.subtitle`)}</Typography.Paragraph>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, marginBottom: 16 }}>
        <Input.Search
          {...filters.searchProps}
          placeholder={t("adminTypes.search")}
          aria-label={t("adminTypes.search")}
          style={{ flex: "1 1 220px", maxWidth: 340 }}
          data-testid={`${kind}-type-search`}
        />
        <Select
          aria-label={t("adminTypes.statusFilter")}
          value={String(filters.get("status") ?? "")}
          onChange={(v) => filters.setFilter("status", v)}
          options={[
            { value: "", label: t("adminTypes.allStatuses") },
            ...TYPE_STATUSES.map((s) => ({ value: s, label: t(`adminTypes.statuses.${s}`) })),
          ]}
          style={{ flex: "0 1 170px" }}
          data-testid={`${kind}-type-status-filter`}
        />
      </div>
      <Table
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t(`adminTypes.${kind}.empty`) }}
        data-testid={`${kind}-type-table`}
      >
        <Table.Column<AdminType>
          key="name"
          title={t("adminTypes.columns.name")}
          render={(_, r) => (
            <span data-testid={`${kind}-type-row-${r.key}`}>
              <BilingualName en={r.name_en} ar={r.name_ar} />
              {"description" in r && r.description ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 360 }} ellipsis={{ rows: 2 }}>
                  {r.description}
                </Typography.Paragraph>
              ) : null}
            </span>
          )}
        />
        <Table.Column<AdminType>
          key="key"
          dataIndex="key"
          title={t("adminTypes.columns.key")}
          responsive={["sm"]}
          render={(v: string) => <code dir="ltr">{v}</code>}
        />
        <Table.Column<AdminType>
          key="status"
          dataIndex="status"
          title={t("adminTypes.columns.status")}
          render={(v: AdminType["status"]) => (
            <Tag color={v === "active" ? "green" : "default"}>{t(`adminTypes.statuses.${v}`)}</Tag>
          )}
        />
        <Table.Column<AdminType>
          key="updated_at"
          dataIndex="updated_at"
          title={t("adminTypes.columns.updated")}
          responsive={["md"]}
          render={(v: string | null) => (v ? formatDate(v) : "")}
        />
        {canEdit || canStatus ? (
          <Table.Column<AdminType>
            key="actions"
            title={t("adminTypes.columns.actions")}
            render={(_, r) => (
              <TypeActions
                kind={kind}
                row={r}
                canStatus={canStatus}
                onEdit={canEdit ? () => edit.show(r.id) : undefined}
              />
            )}
          />
        ) : null}
      </Table>
      {create.element}
      {edit.element}
    </List>
  );
}
