import "../../i18n/modules/schedule";
import { type BaseRecord, useCan, useCustom, useCustomMutation } from "@refinedev/core";
import { App, Button, Card, Checkbox, Flex, List, Radio, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import { formatDate } from "../../lib/format";
import type { PublicHoliday } from "./types";

export interface PublicHolidayChoiceValue {
  closed_on_all: boolean;
  keys: string[];
}

/** The partner's UAE public holidays: which close it (all, or those picked), tentative dates marked. */
export function PublicHolidayChoice({
  resource,
  partnerId,
  holidays,
  loading,
}: {
  /** Identifier of the declared resource whose `choose` permission allows saving. */
  resource: string;
  partnerId?: number;
  holidays: PublicHoliday[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const byPartner = partnerId !== undefined ? { partner_id: partnerId } : {};
  const { data: canChoose } = useCan({ resource, action: "choose" });
  const choice = useCustom<PublicHolidayChoiceValue & BaseRecord>({
    url: ENDPOINTS.schedulePublicHolidayChoice,
    method: "get",
    config: { query: byPartner },
    errorNotification: false,
  });
  const saved = choice.query.data?.data as PublicHolidayChoiceValue | undefined;
  const [value, setValue] = useState<PublicHolidayChoiceValue>({ closed_on_all: true, keys: [] });
  useEffect(() => {
    if (saved) setValue({ closed_on_all: Boolean(saved.closed_on_all), keys: saved.keys ?? [] });
  }, [saved]);
  const { mutate, mutation } = useCustomMutation();
  const save = () =>
    mutate(
      {
        url: ENDPOINTS.schedulePublicHolidayChoice,
        method: "post",
        values: { ...byPartner, ...value },
        successNotification: false,
      },
      {
        onSuccess: () => {
          message.success(t("schedule.publicHolidays.choiceSaved"));
          choice.query.refetch();
        },
      },
    );
  const editable = Boolean(canChoose?.can);

  return (
    <Card data-testid="public-holidays">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t("schedule.publicHolidays.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("schedule.publicHolidays.subtitle")}</Typography.Paragraph>
      {!saved || loading ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Radio.Group
            value={value.closed_on_all ? "all" : "pick"}
            disabled={!editable}
            onChange={(e) => setValue({ ...value, closed_on_all: e.target.value === "all" })}
          >
            <Space direction="vertical">
              <Radio value="all">{t("schedule.publicHolidays.closedOnAll")}</Radio>
              <Radio value="pick">{t("schedule.publicHolidays.pick")}</Radio>
            </Space>
          </Radio.Group>
          <List
            size="small"
            dataSource={holidays}
            locale={{ emptyText: t("schedule.publicHolidays.empty") }}
            renderItem={(h) => (
              <List.Item data-testid="public-holiday">
                <Flex gap={8} align="center" style={{ width: "100%" }}>
                  {value.closed_on_all ? null : (
                    <Checkbox
                      checked={value.keys.includes(h.key)}
                      disabled={!editable}
                      aria-label={h.name}
                      onChange={(e) =>
                        setValue({
                          ...value,
                          keys: e.target.checked ? [...value.keys, h.key] : value.keys.filter((k) => k !== h.key),
                        })
                      }
                    />
                  )}
                  <Flex wrap gap={4} align="center" style={{ flex: 1, minWidth: 0 }}>
                    <span>{h.name}</span>
                    {h.is_tentative ? (
                      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
                        {t("schedule.publicHolidays.tentative")}
                      </Tag>
                    ) : null}
                  </Flex>
                  <bdi dir="ltr" style={{ whiteSpace: "nowrap", fontSize: 13 }}>
                    {h.end_date !== h.start_date ? `${formatDate(h.start_date, "DD-MM")} – ` : ""}
                    {formatDate(h.end_date, "DD-MM-YYYY")}
                  </bdi>
                </Flex>
              </List.Item>
            )}
          />
          {editable ? (
            <Button type="primary" onClick={save} loading={mutation.isPending} data-testid="save-public-choice">
              {t("schedule.publicHolidays.saveChoice")}
            </Button>
          ) : null}
        </Space>
      )}
    </Card>
  );
}
