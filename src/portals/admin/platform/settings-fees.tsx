import { Alert, Card, Col, Form, InputNumber, Row, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format";
import { numberAt, type SettingsValues } from "./settings-values";

/** The booking amount the preview works the fees out on. */
const EXAMPLE_AMOUNT = 200;

const TIERS = [
  ["free_hours", "freeHours", 0, undefined],
  ["late_hours", "lateHours", 0, undefined],
  ["late_percent", "latePercent", 0, 100],
  ["very_late_percent", "veryLatePercent", 0, 100],
  ["missed_percent", "missedPercent", 0, 100],
] as const;

/** The tiers as the customer meets them, in plain sentences, for a booking of AED 200 (the server's feeFor rules). */
export function FeePreview({ values }: { values: SettingsValues }) {
  const { t, i18n } = useTranslation();
  const at = (key: string, fallback: number) => numberAt(values, ["cancellation", key], fallback);
  const free = at("free_hours", 12);
  const late = at("late_hours", 2);
  const fee = (percent: number) => formatMoney((EXAMPLE_AMOUNT * percent) / 100, i18n.language);
  const ordered =
    free > late &&
    late >= 0 &&
    at("late_percent", 25) <= at("very_late_percent", 50) &&
    at("very_late_percent", 50) <= at("missed_percent", 100);
  const lines = [
    t("adminSettings.fees.free", { hours: free }),
    t("adminSettings.fees.late", {
      from: free,
      to: late,
      percent: at("late_percent", 25),
      amount: fee(at("late_percent", 25)),
    }),
    t("adminSettings.fees.veryLate", {
      hours: late,
      percent: at("very_late_percent", 50),
      amount: fee(at("very_late_percent", 50)),
    }),
    t("adminSettings.fees.missed", { percent: at("missed_percent", 100), amount: fee(at("missed_percent", 100)) }),
  ];
  return (
    <Card size="small" title={t("adminSettings.fees.preview")} data-testid="fee-preview">
      <Typography.Paragraph>
        {t("adminSettings.fees.example", { amount: formatMoney(EXAMPLE_AMOUNT, i18n.language) })}
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {ordered ? null : (
        <Alert type="warning" showIcon style={{ marginTop: 12 }} message={t("adminSettings.fees.unordered")} />
      )}
    </Card>
  );
}

/** The cancellation and reschedule fee tiers, with the preview of what a customer pays when. */
export function FeesSection({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const cancellation = Form.useWatch("cancellation", form) as Record<string, unknown> | undefined;
  return (
    <>
      <Typography.Paragraph type="secondary">{t("adminSettings.fees.intro")}</Typography.Paragraph>
      {errors.length > 0 ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errors.join(" ")} data-testid="fees-error" />
      ) : null}
      <Row gutter={16}>
        {TIERS.map(([key, label, min, max]) => (
          <Col xs={24} sm={12} lg={8} key={key}>
            <Form.Item
              name={["cancellation", key]}
              label={t(`adminSettings.fees.${label}`)}
              rules={[{ required: true, message: t("adminSettings.required") }]}
            >
              <InputNumber min={min} max={max} precision={0} style={{ width: "100%" }} data-testid={`fee-${key}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <FeePreview values={{ cancellation }} />
    </>
  );
}
