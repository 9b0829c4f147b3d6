import "../../i18n/modules/portal-notifications";
import { List } from "@refinedev/antd";
import { useCustomMutation } from "@refinedev/core";
import { App, Button, Grid, Segmented, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiSchema } from "../../api/api-types";
import { ENDPOINTS, fillId } from "../../api/endpoints";
import { useListFilters } from "../../components/portal/use-list-filters";
import { useTable } from "../../components/portal/use-table";
import { notificationsResource, useRefreshNotifications } from "../../components/portal/use-unread-notifications";
import { DEFAULT_PAGE_SIZE } from "../../config/constants";
import { formatDateTime } from "../../lib/format";

type Notification = ApiSchema<"Notification">;
type StaffPortal = "admin" | "partner";

/**
 * The admin's `/admin/notifications` and the partner's `/partner/notifications-partner`: the signed-in user's
 * notifications, unread first (each part newest first), All or Unread; a title opens the notification's screen
 * (its `link` inside this portal) and marks it read; mark one or all read. The list and the header's badge refresh
 * together, and the list follows the badge's polling (new ones appear without a reload).
 */
export function NotificationsScreen({ portal }: { portal: StaffPortal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resource = notificationsResource(portal);
  const table = useTable<Notification>({
    resource,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    meta: { query: { unread_first: 1 } },
    errorNotification: false,
  });
  const { tableProps, setFilter, get } = useListFilters(table);
  const refresh = useRefreshNotifications(portal);
  // refreshed from the mutation itself: also after the screen has gone (a title opened another screen)
  const { mutate, mutation } = useCustomMutation({ mutationOptions: { onSuccess: () => void refresh() } });
  const post = (url: string, done?: string) =>
    mutate(
      { url, method: "post", values: {}, successNotification: false },
      { onSuccess: () => (done ? void message.success(done) : undefined) },
    );
  const markRead = (n: Notification) => {
    if (!n.read) post(fillId(ENDPOINTS.notificationRead, n.id));
  };
  const unreadOnly = String(get("unread") ?? "") === "1";
  const unreadCount = (table.tableQuery.data as { unread_count?: number } | undefined)?.unread_count;
  const narrow = !Grid.useBreakpoint().md;
  const inPortal = (link: string | null): link is string => !!link && link.startsWith(`/${portal}/`);

  const title = (n: Notification) => {
    const text = (
      <Typography.Text strong={!n.read} dir="auto">
        {n.title}
      </Typography.Text>
    );
    return inPortal(n.link) ? (
      <Link to={n.link} onClick={() => markRead(n)} data-testid="notification-open">
        {text}
      </Link>
    ) : (
      text
    );
  };
  const actions = (n: Notification) =>
    n.read ? null : (
      <Button size="small" onClick={() => markRead(n)}>
        {t("portalNotifications.markRead")}
      </Button>
    );

  return (
    <List
      title={t("portalNotifications.title")}
      breadcrumb={false}
      headerButtons={
        <Button
          onClick={() => post(ENDPOINTS.notificationsReadAll, t("portalNotifications.allRead"))}
          loading={mutation.isPending}
        >
          {t("portalNotifications.markAllRead")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t(`portalNotifications.subtitle.${portal}`)}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={unreadOnly ? "1" : ""}
          onChange={(value) => setFilter("unread", value === "1" ? "1" : undefined)}
          options={[
            { value: "", label: t("portalNotifications.all") },
            { value: "1", label: t("portalNotifications.unread") },
          ]}
        />
        {unreadCount ? (
          <Typography.Text type="secondary" data-testid="notifications-unread-count">
            {t("portalNotifications.unreadCount", { count: unreadCount })}
          </Typography.Text>
        ) : null}
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        locale={{ emptyText: t(unreadOnly ? "portalNotifications.emptyUnread" : "portalNotifications.empty") }}
      >
        <Table.Column<Notification>
          title={t("portalNotifications.notification")}
          dataIndex="title"
          render={(_, n) => (
            <Space direction="vertical" size={2}>
              <Space size={6} wrap>
                {n.read ? null : <Tag color="blue">{t("portalNotifications.new")}</Tag>}
                {title(n)}
              </Space>
              <Typography.Text type="secondary" dir="auto">
                {n.body}
              </Typography.Text>
              {/* phones: the date and the actions under the text, not in columns off the screen */}
              {narrow ? (
                <>
                  <Typography.Text type="secondary">
                    <bdi>{formatDateTime(n.created_at)}</bdi>
                  </Typography.Text>
                  {actions(n)}
                </>
              ) : null}
            </Space>
          )}
        />
        <Table.Column<Notification>
          title={t("portalNotifications.when")}
          dataIndex="created_at"
          width={190}
          responsive={["md"]}
          render={(value: string) => <bdi>{formatDateTime(value)}</bdi>}
        />
        <Table.Column<Notification>
          title={t("portalNotifications.actions")}
          width={160}
          responsive={["md"]}
          render={(_, n) => actions(n)}
        />
      </Table>
    </List>
  );
}
