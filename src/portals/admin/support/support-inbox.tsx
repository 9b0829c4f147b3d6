import "../../../i18n/modules/admin-support";
import { List } from "@refinedev/antd";
import { Alert, Grid, Space, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime, truncate } from "../../../lib/format";
import { Assignee, CustomerLabel, ThreadStatusTag } from "./support-bits";
import { SupportFilters } from "./support-filters";
import { LIST_POLL_MS, SUPPORT_RESOURCE, type SupportThread } from "./types";

const EXCERPT = 90;

const When = ({ at }: { at: string }) => (
  <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
    {formatDateTime(at)}
  </bdi>
);

/**
 * /admin/support (issue 18c): customers' support conversations (admin/support/threads), latest activity first,
 * filtered by status and "assigned to me" and searched by subject, customer name or e-mail; refreshed every 30 s.
 * A conversation's subject opens it. On a phone the status and the time sit under the subject.
 */
export default function SupportInbox() {
  const { t, i18n } = useTranslation();
  const narrow = !(Grid.useBreakpoint().sm ?? true);
  const table = useTable<SupportThread>({
    resource: SUPPORT_RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    syncWithLocation: true,
    meta: { language: i18n.language, silent: true },
    errorNotification: false,
    queryOptions: { refetchInterval: LIST_POLL_MS, refetchIntervalInBackground: false },
  });
  const filters = useListFilters(table);
  const failed = table.tableQuery.isError;

  return (
    <List title={t("adminSupport.title")} breadcrumb={false}>
      <Typography.Paragraph type="secondary">{t("adminSupport.subtitle")}</Typography.Paragraph>
      <SupportFilters filters={filters} />
      {failed ? (
        <Alert type="error" showIcon message={t("adminSupport.loadFailed")} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<SupportThread>
        {...filters.tableProps}
        rowKey="id"
        size="middle"
        locale={{ emptyText: t("adminSupport.empty") }}
        data-testid="support-table"
      >
        <Table.Column<SupportThread>
          title={t("adminSupport.columns.conversation")}
          key="conversation"
          render={(_: unknown, thread) => (
            <div style={{ minWidth: 0, maxWidth: 520 }} data-testid={`support-row-${thread.id}`}>
              <Link to={`/admin/support/show/${thread.id}`} dir="auto" style={{ fontWeight: 600 }}>
                {thread.subject}
              </Link>
              <div>
                <CustomerLabel thread={thread} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 13, display: "block" }}>
                <bdi dir="auto">
                  {thread.last_message ? truncate(thread.last_message.body, EXCERPT) : t("adminSupport.noMessages")}
                </bdi>
              </Typography.Text>
              {narrow ? (
                <div style={{ marginTop: 4 }}>
                  <Space wrap size={6}>
                    <ThreadStatusTag status={thread.status} />
                    <Assignee thread={thread} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <When at={thread.last_message_at} />
                    </Typography.Text>
                  </Space>
                </div>
              ) : null}
            </div>
          )}
        />
        {narrow ? null : (
          <Table.Column<SupportThread>
            title={t("adminSupport.columns.status")}
            dataIndex="status"
            render={(status: SupportThread["status"]) => <ThreadStatusTag status={status} />}
          />
        )}
        {narrow ? null : (
          <Table.Column<SupportThread>
            title={t("adminSupport.columns.assignedTo")}
            key="assigned_to"
            render={(_: unknown, thread) => <Assignee thread={thread} />}
          />
        )}
        {narrow ? null : (
          <Table.Column<SupportThread>
            title={t("adminSupport.columns.lastActivity")}
            dataIndex="last_message_at"
            render={(at: string, thread) => (
              <div>
                <When at={at} />
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("adminSupport.messageCount", { count: thread.message_count })}
                  </Typography.Text>
                </div>
              </div>
            )}
          />
        )}
      </Table>
    </List>
  );
}
