import "../../../i18n/modules/partner-notifications";
import { List, useTable } from "@refinedev/antd";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Grid, Segmented, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime } from "../../../lib/format";

interface PartnerNotification {
  id: number;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  created_at: string;
}

const RESOURCE = "partner-notifications";

/** /partner/notifications-partner: the signed-in partner user's notifications, newest first; read one or all. */
export default function PartnerNotificationsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useTable<PartnerNotification>({
    resource: RESOURCE,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    errorNotification: false,
  });
  const { tableProps, setFilter, get } = useListFilters(table);
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const post = (url: string, done?: string) =>
    mutate(
      { url, method: "post", values: {}, successNotification: false },
      {
        onSuccess: () => {
          if (done) message.success(done);
          invalidate({ resource: RESOURCE, invalidates: ["list"] });
        },
      },
    );
  const unreadOnly = String(get("unread") ?? "") === "1";
  const narrow = !Grid.useBreakpoint().md;
  const actions = (n: PartnerNotification) => (
    <Space wrap>
      {n.link?.startsWith("/partner/") ? <Link to={n.link}>{t("partnerNotifications.open")}</Link> : null}
      {n.read ? null : (
        <Button size="small" onClick={() => post(fillId(ENDPOINTS.notificationRead, n.id))}>
          {t("partnerNotifications.markRead")}
        </Button>
      )}
    </Space>
  );

  return (
    <List
      title={t("partnerNotifications.title")}
      breadcrumb={false}
      headerButtons={
        <Button
          onClick={() => post(ENDPOINTS.notificationsReadAll, t("partnerNotifications.allRead"))}
          loading={mutation.isPending}
        >
          {t("partnerNotifications.markAllRead")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("partnerNotifications.subtitle")}</Typography.Paragraph>
      <Segmented
        style={{ marginBottom: 16 }}
        value={unreadOnly ? "1" : ""}
        onChange={(value) => setFilter("unread", value === "1" ? "1" : undefined)}
        options={[
          { value: "", label: t("partnerNotifications.all") },
          { value: "1", label: t("partnerNotifications.unread") },
        ]}
      />
      <Table
        {...tableProps}
        rowKey="id"
        locale={{ emptyText: t(unreadOnly ? "partnerNotifications.emptyUnread" : "partnerNotifications.empty") }}
      >
        <Table.Column<PartnerNotification>
          title={t("partnerNotifications.notification")}
          dataIndex="title"
          render={(_, n) => (
            <Space direction="vertical" size={2}>
              <Space size={6} wrap>
                {n.read ? null : <Tag color="blue">{t("partnerNotifications.new")}</Tag>}
                <Typography.Text strong={!n.read} dir="auto">
                  {n.title}
                </Typography.Text>
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
        <Table.Column<PartnerNotification>
          title={t("partnerNotifications.when")}
          dataIndex="created_at"
          width={190}
          responsive={["md"]}
          render={(value: string) => <bdi>{formatDateTime(value)}</bdi>}
        />
        <Table.Column<PartnerNotification>
          title={t("partnerNotifications.actions")}
          width={200}
          responsive={["md"]}
          render={(_, n) => actions(n)}
        />
      </Table>
    </List>
  );
}
