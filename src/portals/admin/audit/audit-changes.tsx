import "../../../i18n/modules/admin-audit";
import { Descriptions, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";

export type AuditEntry = ApiSchema<"AuditEntry">;
type Change = AuditEntry["changes"][number];

/** A recorded value as text: strings as they are, the rest as compact JSON; empty values say so. */
function ValueText({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === "")
    return <Typography.Text type="secondary">{t("adminAudit.details.empty")}</Typography.Text>;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return (
    <bdi style={{ wordBreak: "break-word", whiteSpace: "pre-wrap" }} dir="auto">
      {text}
    </bdi>
  );
}

/** An entry's expanded row: every changed field with its value before and after, the role acted in and the address. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`audit-changes-${entry.id}`} style={{ maxWidth: 900 }}>
      <Table<Change>
        size="small"
        pagination={false}
        rowKey={(c) => c.field || "value"}
        dataSource={entry.changes}
        locale={{ emptyText: t("adminAudit.noChanges") }}
        scroll={{ x: "max-content" }}
        columns={[
          {
            title: t("adminAudit.details.field"),
            dataIndex: "field",
            render: (f: string) => <code>{f || "—"}</code>,
          },
          {
            title: t("adminAudit.details.before"),
            dataIndex: "before",
            render: (v: unknown) => <ValueText value={v} />,
          },
          {
            title: t("adminAudit.details.after"),
            dataIndex: "after",
            render: (v: unknown) => <ValueText value={v} />,
          },
        ]}
      />
      <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
        {entry.actor_role ? (
          <Descriptions.Item label={t("adminAudit.columns.who")}>
            {t("adminAudit.details.role", { role: entry.actor_role })}
          </Descriptions.Item>
        ) : null}
        {entry.ip ? (
          <Descriptions.Item label={t("adminAudit.details.ip")}>
            <bdi dir="ltr">{entry.ip}</bdi>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </div>
  );
}
