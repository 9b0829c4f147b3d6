import "../../../i18n/modules/schedule";
import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { CanAccess, useDelete, useUpdate } from "@refinedev/core";
import { App, Button, Card, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTable } from "../../../components/portal/use-table";
import type { PublicHoliday } from "../../../features/schedule/types";
import { formatDate } from "../../../lib/format";
import { PUBLIC_HOLIDAYS, PublicHolidayModal } from "./public-holiday-modal";

/** The UAE public holiday calendar (Availability screen): per year, create, edit, delete, confirm tentative dates. */
export function PublicHolidayCalendar() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<PublicHoliday | null | undefined>(undefined);
  const { tableProps } = useTable<PublicHoliday>({
    resource: PUBLIC_HOLIDAYS,
    syncWithLocation: false,
    pagination: { mode: "off" },
    meta: { query: { year }, language: i18n.language },
  });
  const { mutate: update } = useUpdate();
  const { mutate: remove } = useDelete();
  const confirmDates = (h: PublicHoliday) =>
    update(
      {
        resource: PUBLIC_HOLIDAYS,
        id: h.id,
        values: {
          key: h.key,
          start_date: h.start_date,
          end_date: h.end_date,
          name_en: h.name_en,
          name_ar: h.name_ar,
          is_tentative: false,
        },
        successNotification: false,
      },
      { onSuccess: () => message.success(t("schedule.publicHolidays.confirmedDone")) },
    );

  return (
    <Card data-testid="public-holiday-calendar">
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t("schedule.publicHolidays.title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("schedule.publicHolidays.subtitle")}</Typography.Text>
        </div>
        <Space wrap>
          <Select
            value={year}
            onChange={setYear}
            aria-label={t("schedule.publicHolidays.year")}
            options={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: y, label: String(y) }))}
          />
          <CanAccess resource={PUBLIC_HOLIDAYS} action="create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t("schedule.publicHolidays.add")}
            </Button>
          </CanAccess>
        </Space>
      </Flex>
      <Table<PublicHoliday>
        {...tableProps}
        rowKey="id"
        size="small"
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("schedule.publicHolidays.empty") }}
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
          { key: "name", title: t("schedule.holidays.name"), dataIndex: "name" },
          {
            key: "status",
            title: t("schedule.publicHolidays.status"),
            render: (_, h) =>
              h.is_tentative ? (
                <Tag color="gold">{t("schedule.publicHolidays.tentative")}</Tag>
              ) : (
                <Tag color="green">{t("schedule.publicHolidays.confirmed")}</Tag>
              ),
          },
          {
            key: "actions",
            title: t("schedule.holidays.actions"),
            render: (_, h) => (
              <Space wrap>
                {h.is_tentative ? (
                  <CanAccess resource={PUBLIC_HOLIDAYS} action="edit">
                    <Button size="small" icon={<CheckOutlined />} onClick={() => confirmDates(h)}>
                      {t("schedule.publicHolidays.confirmDates")}
                    </Button>
                  </CanAccess>
                ) : null}
                <CanAccess resource={PUBLIC_HOLIDAYS} action="edit">
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t("schedule.publicHolidays.edit")}: ${h.name}`}
                    onClick={() => setEditing(h)}
                  />
                </CanAccess>
                <CanAccess resource={PUBLIC_HOLIDAYS} action="delete">
                  <Popconfirm
                    title={t("schedule.publicHolidays.deleteConfirm")}
                    okText={t("schedule.holidays.delete")}
                    cancelText={t("common.cancel")}
                    onConfirm={() =>
                      remove(
                        { resource: PUBLIC_HOLIDAYS, id: h.id, successNotification: false },
                        { onSuccess: () => message.success(t("schedule.publicHolidays.deleted")) },
                      )
                    }
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t("schedule.holidays.delete")}: ${h.name}`}
                    />
                  </Popconfirm>
                </CanAccess>
              </Space>
            ),
          },
        ]}
      />
      <PublicHolidayModal editing={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
