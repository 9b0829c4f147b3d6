import "../../../i18n/modules/admin-announcements";
import { Card, Grid, Input, Select, Space, Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { useListFilters } from "../../../components/portal/use-list-filters";
import { useTable } from "../../../components/portal/use-table";
import { DEFAULT_PAGE_SIZE } from "../../../config/constants";
import { formatDateTime } from "../../../lib/format";
import { SEGMENTS } from "./announcement-compose";

type Announcement = ApiSchema<"Announcement">;

/** The segment's name, with its partner, category or emirate. */
function SegmentTag({ row }: { row: Announcement }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <Tag>{t(`adminAnnouncements.segments.${row.segment}`)}</Tag>
      {row.target_name ? <bdi>{row.target_name}</bdi> : null}
    </Space>
  );
}

/**
 * What was sent (announcement/list through refine's useTable on `announcements`, newest first): when, title and
 * message in the interface language, segment, recipients, who sent it; search and a segment filter. Not synced
 * with the URL (the screen's address is the notifications list's). Phones: one column with everything in it.
 */
export function AnnouncementHistory() {
  const { t } = useTranslation();
  const table = useTable<Announcement>({
    resource: "announcements",
    syncWithLocation: false,
    pagination: { pageSize: DEFAULT_PAGE_SIZE },
    errorNotification: false,
  });
  const { tableProps, searchProps, get, setFilter } = useListFilters(table);
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Card title={t("adminAnnouncements.history.title")} data-testid="announcement-history">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          {...searchProps}
          placeholder={t("adminAnnouncements.history.search")}
          aria-label={t("adminAnnouncements.history.search")}
          style={{ maxWidth: 320 }}
        />
        <Select
          allowClear
          aria-label={t("adminAnnouncements.history.segment")}
          placeholder={t("adminAnnouncements.history.segment")}
          value={(get("segment") as string | undefined) ?? undefined}
          onChange={(v) => setFilter("segment", v ?? undefined)}
          options={SEGMENTS.map((s) => ({ value: s, label: t(`adminAnnouncements.segments.${s}`) }))}
          style={{ minWidth: 200 }}
        />
      </Space>
      <Table
        {...tableProps}
        rowKey="id"
        size="small"
        locale={{ emptyText: t("adminAnnouncements.history.empty") }}
        data-testid="announcement-history-table"
      >
        <Table.Column<Announcement>
          key="title"
          title={t("adminAnnouncements.history.announcement")}
          render={(_, row) => (
            <Space direction="vertical" size={2}>
              <Typography.Text strong dir="auto">
                <bdi>{row.title}</bdi>
              </Typography.Text>
              <Typography.Text type="secondary" dir="auto" style={{ whiteSpace: "pre-line" }}>
                <bdi>{row.body}</bdi>
              </Typography.Text>
              {narrow ? (
                <>
                  <SegmentTag row={row} />
                  <Typography.Text type="secondary">
                    {t("adminAnnouncements.compose.recipients", { count: row.recipients })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    <bdi>{formatDateTime(row.created_at)}</bdi>
                    {row.sent_by ? (
                      <>
                        {" · "}
                        <bdi>{row.sent_by.name}</bdi>
                      </>
                    ) : null}
                  </Typography.Text>
                </>
              ) : null}
            </Space>
          )}
        />
        <Table.Column<Announcement>
          key="segment"
          title={t("adminAnnouncements.history.segment")}
          responsive={["md"]}
          render={(_, row) => <SegmentTag row={row} />}
        />
        <Table.Column<Announcement>
          key="recipients"
          dataIndex="recipients"
          title={t("adminAnnouncements.history.recipients")}
          responsive={["md"]}
          align="end"
        />
        <Table.Column<Announcement>
          key="created_at"
          dataIndex="created_at"
          title={t("adminAnnouncements.history.when")}
          responsive={["md"]}
          width={180}
          render={(value: string) => <bdi>{formatDateTime(value)}</bdi>}
        />
        <Table.Column<Announcement>
          key="sent_by"
          title={t("adminAnnouncements.history.sentBy")}
          responsive={["md"]}
          render={(_, row) => <bdi>{row.sent_by?.name ?? "—"}</bdi>}
        />
      </Table>
    </Card>
  );
}
