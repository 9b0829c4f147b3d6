import "../../i18n/modules/kpi-reports";
import { ThunderboltOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation } from "@refinedev/core";
import { App, Button, DatePicker, Flex, Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../api/endpoints";
import type { KpiReport } from "./types";

interface Values {
  period: [Dayjs, Dayjs] | null;
  partner_id?: number;
}

/** Dubai's today (UTC+4 all year) as a calendar day. */
const dubaiToday = () => dayjs(new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10));

/**
 * "Generate a report": a period (the last 30 days by default, presets this month / last month / last quarter) and,
 * for the admin, a partner (`partnerField`, empty: all partners); POST kpi-report/generate, then `onGenerated` with
 * the stored report. The server's 422 lands on its field (from / to on the period).
 */
export function KpiGenerateForm({
  partnerField,
  onGenerated,
}: {
  partnerField?: ReactNode;
  onGenerated: (report: KpiReport) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { mutateAsync, mutation } = useCustomMutation<KpiReport>();
  const today = dubaiToday();
  const lastMonth = today.subtract(1, "month");
  const presets = [
    { label: t("kpiReports.generate.presets.last30"), value: [today.subtract(29, "day"), today] as [Dayjs, Dayjs] },
    { label: t("kpiReports.generate.presets.thisMonth"), value: [today.startOf("month"), today] as [Dayjs, Dayjs] },
    {
      label: t("kpiReports.generate.presets.lastMonth"),
      value: [lastMonth.startOf("month"), lastMonth.endOf("month")] as [Dayjs, Dayjs],
    },
  ];

  const submit = async (v: Values) => {
    if (!v.period) return;
    try {
      const { data } = await mutateAsync({
        url: ENDPOINTS.kpiReportGenerate,
        method: "post",
        values: {
          from: v.period[0].format("YYYY-MM-DD"),
          to: v.period[1].format("YYYY-MM-DD"),
          ...(v.partner_id ? { partner_id: v.partner_id } : {}),
        },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("kpiReports.generate.generated"));
      onGenerated(data);
    } catch (e) {
      const errors = (e as HttpError).errors ?? {};
      const messages = (k: string) => {
        const m = (errors as Record<string, unknown>)[k];
        return m === undefined ? [] : Array.isArray(m) ? m.map(String) : [String(m)];
      };
      const period = [...messages("from"), ...messages("to")];
      form.setFields([
        { name: "period", errors: period },
        { name: "partner_id", errors: messages("partner_id") },
      ]);
      if (period.length === 0) message.error((e as HttpError).message || t("kpiReports.generate.refused"));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ period: presets[0].value }}
      data-testid="kpi-generate"
    >
      <Flex wrap gap={12} align="end">
        <Form.Item
          name="period"
          label={t("kpiReports.generate.period")}
          rules={[{ required: true, message: t("kpiReports.generate.required") }]}
          style={{ marginBottom: 0, flex: "1 1 260px", maxWidth: 340 }}
        >
          <DatePicker.RangePicker
            format="DD-MM-YYYY"
            presets={presets}
            allowClear={false}
            disabledDate={(d) => d.isAfter(today, "day")}
            style={{ width: "100%" }}
            data-testid="kpi-period"
          />
        </Form.Item>
        {partnerField ? (
          <Form.Item
            name="partner_id"
            label={t("kpiReports.generate.partner")}
            style={{ marginBottom: 0, flex: "1 1 220px", maxWidth: 320 }}
          >
            {partnerField}
          </Form.Item>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          icon={<ThunderboltOutlined />}
          loading={mutation.isPending}
          data-testid="kpi-generate-submit"
        >
          {t("kpiReports.generate.submit")}
        </Button>
      </Flex>
    </Form>
  );
}
