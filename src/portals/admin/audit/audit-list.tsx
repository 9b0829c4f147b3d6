import "../../../i18n/modules/admin-audit";
import { List } from "@refinedev/antd";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime } from "../../../lib/format";
import { AuditChanges, type AuditEntry } from "./audit-changes";
import { AuditFilters } from "./audit-filters";
import { labelOr } from "./labels";

const RESOURCE = "admin-audit-log";

/**
 * /admin/audit-log (issue 18b): the append-only trail (audit/list), newest first, searched by who (name or e-mail),
 * the kind of record, the action and Dubai days. A row opens to the fields that changed, before and after.
 */
export default function AdminAuditLog() {
  const { t, i18n } = useTranslation();
  const table = useTable<AuditEntry>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    sorters: { initial: [{ field: "created_at", order: "desc" }] },
    syncWithLocation: true,
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const filters = useListFilters(table);

  return (
    <List title={t("adminAudit.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("adminAudit.subtitle")}</Typography.Paragraph>
      <AuditFilters filters={filters} />
      <Table<AuditEntry>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("adminAudit.empty") }}
        expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} /> }}
        data-testid="audit-table"
      >
        <Table.Column<AuditEntry>
          title={t("adminAudit.columns.when")}
          dataIndex="created_at"
          render={(v: string) => (
            <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(v)}
            </bdi>
          )}
        />
        <Table.Column<AuditEntry>
          title={t("adminAudit.columns.who")}
          key="who"
          render={(_: unknown, e) =>
            e.actor_user_id === null ? (
              <Typography.Text type="secondary">{t("adminAudit.system")}</Typography.Text>
            ) : (
              <div style={{ minWidth: 160 }}>
                <div>{e.actor_name ?? `#${e.actor_user_id}`}</div>
                {e.actor_email ? (
                  <Typography.Text type="secondary">
                    <bdi dir="ltr">{e.actor_email}</bdi>
                  </Typography.Text>
                ) : null}
              </div>
            )
          }
        />
        <Table.Column<AuditEntry>
          title={t("adminAudit.columns.action")}
          dataIndex="action"
          render={(a: string) => <Tag>{labelOr(t, `adminAudit.actions.${a}`, a)}</Tag>}
        />
        <Table.Column<AuditEntry>
          title={t("adminAudit.columns.record")}
          key="record"
          render={(_: unknown, e) => (
            <span style={{ whiteSpace: "nowrap" }}>
              {labelOr(t, `adminAudit.entities.${e.entity}`, e.entity)}
              {e.entity_id === null ? null : (
                <>
                  {" "}
                  <bdi dir="ltr">#{e.entity_id}</bdi>
                </>
              )}
            </span>
          )}
        />
        <Table.Column<AuditEntry>
          title={t("adminAudit.columns.changes")}
          key="changes"
          render={(_: unknown, e) => (
            <div style={{ minWidth: 160, maxWidth: 320 }}>
              <div>
                {e.changes.length === 0
                  ? t("adminAudit.noChanges")
                  : t("adminAudit.fieldsChanged", { count: e.changes.length })}
              </div>
              {e.changes.length > 0 ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  <bdi dir="ltr">
                    {e.changes
                      .slice(0, 4)
                      .map((c) => c.field)
                      .join(", ")}
                    {e.changes.length > 4 ? ", …" : ""}
                  </bdi>
                </Typography.Text>
              ) : null}
            </div>
          )}
        />
      </Table>
    </List>
  );
}
