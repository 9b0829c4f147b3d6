import "../../i18n/modules/schedule";
import { useSelect } from "@refinedev/antd";
import { type BaseRecord, useCustom } from "@refinedev/core";
import { Alert, Card, DatePicker, Empty, Flex, Select, Skeleton, Tag, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { TIMEZONE } from "../../config/constants";

interface Slots {
  closed: boolean;
  holiday_name: string | null;
  slots: { time: string; label: string; available: boolean }[];
}

/**
 * What a customer would see: the partner's slots on a date for a service (`partner/booking/time-slots`, the rules of
 * the storefront's). An internal caller names the partner.
 */
export function SlotPreview({ partnerId, servicesResource }: { partnerId?: number; servicesResource: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Dayjs>(() => dayjs.tz(dayjs(), TIMEZONE).add(1, "day"));
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const { selectProps } = useSelect({
    resource: servicesResource,
    optionLabel: "name",
    optionValue: "id",
    pagination: { mode: "off" },
  });
  const slots = useCustom<Slots & BaseRecord>({
    url: ENDPOINTS.schedulePreviewSlots,
    method: "get",
    config: {
      query: {
        ...(partnerId !== undefined ? { partner_id: partnerId } : {}),
        date: date.format("YYYY-MM-DD"),
        ...(serviceId ? { service_id: serviceId } : {}),
      },
    },
    meta: { silent: true },
    errorNotification: false,
  });
  const answer = slots.query.data?.data as Slots | undefined;
  const free = answer?.slots.filter((s) => s.available) ?? [];

  return (
    <Card data-testid="slot-preview">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t("schedule.preview.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("schedule.preview.subtitle")}</Typography.Paragraph>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <DatePicker
          value={date}
          allowClear={false}
          format="DD-MM-YYYY"
          inputReadOnly
          aria-label={t("schedule.preview.date")}
          onChange={(d) => d && setDate(d)}
          style={{ flex: "1 1 160px", maxWidth: 220 }}
        />
        <Select<number>
          options={selectProps.options as { value: number; label: string }[]}
          loading={selectProps.loading}
          showSearch
          optionFilterProp="label"
          allowClear
          value={serviceId}
          onChange={(v) => setServiceId(v)}
          placeholder={t("schedule.preview.anyService")}
          aria-label={t("schedule.preview.service")}
          style={{ flex: "1 1 200px", maxWidth: 320 }}
        />
      </Flex>
      {slots.query.isError ? (
        <Alert type="error" showIcon message={t("schedule.preview.error")} />
      ) : slots.query.isLoading || !answer ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : answer.closed ? (
        <Alert type="info" showIcon message={answer.holiday_name ?? t("schedule.preview.closed")} />
      ) : free.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("schedule.preview.none")} />
      ) : (
        <Flex wrap gap={6} data-testid="preview-slots">
          {answer.slots.map((s) => (
            <Tag key={s.time} color={s.available ? "green" : "default"} style={{ marginInlineEnd: 0 }}>
              <bdi dir="ltr">{s.time}</bdi>
            </Tag>
          ))}
        </Flex>
      )}
    </Card>
  );
}
