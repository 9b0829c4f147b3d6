import "../../../i18n/modules/schedule";
import { useList } from "@refinedev/core";
import { Col, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { HolidayList } from "../../../features/schedule/holiday-list";
import { PublicHolidayChoice } from "../../../features/schedule/public-holiday-choice";
import { SlotPreview } from "../../../features/schedule/slot-preview";
import type { PublicHoliday } from "../../../features/schedule/types";
import { formatDate } from "../../../lib/format";

/** /partner/holidays: holiday ranges (list and calendar), the UAE public holidays the company closes on, a slot preview. */
export default function HolidaysPage() {
  const { i18n } = useTranslation();
  const year = new Date().getFullYear();
  // this year's and next year's public holidays
  const publicHolidays = useList<PublicHoliday>({
    resource: "partner-public-holidays",
    pagination: { mode: "off" },
    filters: [{ field: "year", operator: "eq", value: year }],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  const nextYear = useList<PublicHoliday>({
    resource: "partner-public-holidays",
    pagination: { mode: "off" },
    filters: [{ field: "year", operator: "eq", value: year + 1 }],
    meta: { language: i18n.language },
    errorNotification: false,
  });
  // the ones still to come (Asia/Dubai), once each
  const today = formatDate(new Date(), "YYYY-MM-DD");
  const holidays = [...(publicHolidays.result.data ?? []), ...(nextYear.result.data ?? [])].filter(
    (h, i, all) => h.end_date >= today && all.findIndex((o) => o.id === h.id) === i,
  );
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <HolidayList resource="partner-holidays" publicHolidays={holidays} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PublicHolidayChoice
            resource="partner-public-holidays"
            holidays={holidays}
            loading={publicHolidays.query.isLoading}
          />
        </Col>
        <Col xs={24} lg={12}>
          <SlotPreview servicesResource="partner-services" />
        </Col>
      </Row>
    </Space>
  );
}
