import "../../i18n/modules/schedule";
import { DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { type BaseRecord, CanAccess, useCustom, useDelete } from "@refinedev/core";
import { App, Button, Card, Flex, Popconfirm, Segmented, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { useTable } from "../../components/portal/use-table";
import { formatDate } from "../../lib/format";
import { HolidayCalendar } from "./holiday-calendar";
import { HolidayModal } from "./holiday-modal";
import type { Holiday, PublicHoliday, Technician } from "./types";

interface HolidayListProps {
  /** Identifier of the declared holidays resource (its list/create/edit/delete permissions). */
  resource: string;
  partnerId?: number;
  /** Public holidays shown on the calendar beside the ranges. */
  publicHolidays?: PublicHoliday[];
}

/** The holiday ranges of a partner: a list or a month calendar, create/edit in a modal, delete with a confirm. */
export function HolidayList({ resource, partnerId, publicHolidays }: HolidayListProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [view, setView] = useState<"list" | "calendar">("list");
  const [editing, setEditing] = useState<Holiday | null | undefined>(undefined);
  const byPartner = partnerId !== undefined ? { partner_id: partnerId } : {};
  const { tableProps, tableQuery } = useTable<Holiday>({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 50 },
    // language keys the cache: the titles come in the request's language
    meta: { query: byPartner, language: i18n.language },
    queryOptions: { enabled: partnerId !== undefined || resource.startsWith("partner") },
  });
  const rows = (tableQuery.data?.data ?? []) as Holiday[];
  const technicians = useCustom<{ data: Technician[] } & BaseRecord>({
    url: ENDPOINTS.scheduleTechnicians,
    method: "get",
    config: { query: { ...byPartner, limit: -1 } },
    meta: { silent: true },
    errorNotification: false,
  });
  const technicianRows = (technicians.query.data?.data?.data ?? []) as Technician[];
  const { mutate: remove } = useDelete();

  const whoOf = (h: Holiday) =>
    h.technician_ids.length === 0 ? (
      <Tag>{t("schedule.holidays.wholeCompany")}</Tag>
    ) : (
      (
        h.technicians ?? h.technician_ids.map((id) => technicianRows.find((r) => r.id === id) ?? { id, name: `#${id}` })
      ).map((r) => <Tag key={r.id}>{r.name}</Tag>)
    );

  return (
    <Card>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("schedule.holidays.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("schedule.holidays.subtitle")}</Typography.Text>
        </div>
        <Space wrap>
          <Segmented
            value={view}
            onChange={(v) => setView(v as "list" | "calendar")}
            options={[
              { value: "list", label: t("schedule.holidays.list") },
              { value: "calendar", label: t("schedule.holidays.calendar") },
            ]}
          />
          <CanAccess resource={resource} action="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="add-holiday">
              {t("schedule.holidays.add")}
            </Button>
          </CanAccess>
        </Space>
      </Flex>
      {view === "calendar" ? (
        <HolidayCalendar holidays={rows} publicHolidays={publicHolidays} onPick={setEditing} />
      ) : (
        <Table<Holiday>
          {...tableProps}
          rowKey="id"
          size="small"
          scroll={{ x: "max-content" }}
          data-testid="holiday-table"
          locale={{ emptyText: t("schedule.holidays.empty") }}
          columns={[
            {
              key: "dates",
              title: t("schedule.holidays.dates"),
              render: (_, h) => (
                <bdi dir="ltr">
                  {formatDate(h.start_date)}
                  {h.end_date !== h.start_date ? ` – ${formatDate(h.end_date)}` : ""}
                </bdi>
              ),
            },
            { key: "title", title: t("schedule.holidays.name"), dataIndex: "title" },
            { key: "days", title: t("schedule.holidays.days"), dataIndex: "days", responsive: ["sm"] },
            { key: "who", title: t("schedule.holidays.who"), render: (_, h) => whoOf(h) },
            {
              key: "actions",
              title: t("schedule.holidays.actions"),
              render: (_, h) => (
                <Space>
                  <CanAccess resource={resource} action="edit">
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={`${t("schedule.holidays.edit")}: ${h.title}`}
                      onClick={() => setEditing(h)}
                    />
                  </CanAccess>
                  <CanAccess resource={resource} action="delete">
                    <Popconfirm
                      title={t("schedule.holidays.deleteConfirm")}
                      okText={t("schedule.holidays.delete")}
                      cancelText={t("common.cancel")}
                      onConfirm={() =>
                        remove(
                          {
                            resource,
                            id: h.id,
                            meta: { query: byPartner },
                            successNotification: false,
                          },
                          { onSuccess: () => message.success(t("schedule.holidays.deleted")) },
                        )
                      }
                    >
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t("schedule.holidays.delete")}: ${h.title}`}
                      />
                    </Popconfirm>
                  </CanAccess>
                </Space>
              ),
            },
          ]}
        />
      )}
      <HolidayModal
        resource={resource}
        partnerId={partnerId}
        editing={editing}
        technicians={technicianRows}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
