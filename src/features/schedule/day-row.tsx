import { CopyOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Form, InputNumber, Switch, TimePicker, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";

const FORMAT = "HH:mm";

/** A TimePicker field holding an "HH:mm" string in the form (what the API takes). */
const timeProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, FORMAT) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(FORMAT) : null),
};

interface DayRowProps {
  /** Index of the day in the form's `days` list. */
  index: number;
  weekday: number;
  disabled: boolean;
  /** The company week's capacity (a technician's own week has none). */
  withCapacity: boolean;
  onCopyToAll: (index: number) => void;
}

/** One weekday of the week editor: open or closed, hours, breaks and capacity. */
export function DayRow({ index, weekday, disabled, withCapacity, onCopyToAll }: DayRowProps) {
  const { t } = useTranslation();
  const dayName = t(`schedule.weekdays.${weekday}`);
  const form = Form.useFormInstance();
  const closed = Form.useWatch(["days", index, "is_closed"], form) as boolean | undefined;

  return (
    <Card size="small" data-testid={`day-${weekday}`} style={{ marginBottom: 12 }}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex gap={12} align="center">
          <Typography.Text strong style={{ minWidth: 84 }}>
            {dayName}
          </Typography.Text>
          <Form.Item
            name={[index, "is_closed"]}
            valuePropName="checked"
            getValueProps={(v: boolean) => ({ checked: !v })}
            normalize={(open: boolean) => !open}
            noStyle
          >
            <Switch
              disabled={disabled}
              checkedChildren={t("schedule.week.open")}
              unCheckedChildren={t("schedule.week.closed")}
              aria-label={`${dayName}: ${t("schedule.week.open")}`}
            />
          </Form.Item>
        </Flex>
        <Button
          size="small"
          icon={<CopyOutlined />}
          disabled={disabled}
          onClick={() => onCopyToAll(index)}
          data-testid={`copy-${weekday}`}
        >
          {t("schedule.week.copyToAll")}
        </Button>
      </Flex>
      {closed ? null : (
        <div style={{ marginTop: 12 }}>
          <Flex wrap gap={8}>
            <Form.Item
              label={t("schedule.week.opensAt")}
              name={[index, "opens_at"]}
              rules={[{ required: true, message: t("schedule.week.required") }]}
              {...timeProps}
              style={{ marginBottom: 8 }}
            >
              <TimePicker
                style={{ width: 104 }}
                format={FORMAT}
                minuteStep={5}
                disabled={disabled}
                aria-label={`${dayName}: ${t("schedule.week.opensAt")}`}
              />
            </Form.Item>
            <Form.Item
              label={t("schedule.week.closesAt")}
              name={[index, "closes_at"]}
              dependencies={[["days", index, "opens_at"]]}
              rules={[
                { required: true, message: t("schedule.week.required") },
                ({ getFieldValue }) => ({
                  validator: (_, value: string | null) => {
                    const opens = getFieldValue(["days", index, "opens_at"]) as string | null;
                    return !value || !opens || value > opens
                      ? Promise.resolve()
                      : Promise.reject(new Error(t("schedule.week.closeAfterOpen")));
                  },
                }),
              ]}
              {...timeProps}
              style={{ marginBottom: 8 }}
            >
              <TimePicker
                style={{ width: 104 }}
                format={FORMAT}
                minuteStep={5}
                disabled={disabled}
                aria-label={`${dayName}: ${t("schedule.week.closesAt")}`}
              />
            </Form.Item>
            {withCapacity ? (
              <Form.Item
                label={t("schedule.week.capacity")}
                tooltip={t("schedule.week.capacityHelp")}
                name={[index, "capacity"]}
                style={{ marginBottom: 8 }}
              >
                <InputNumber
                  style={{ width: 72 }}
                  min={0}
                  max={50}
                  disabled={disabled}
                  aria-label={`${dayName}: ${t("schedule.week.capacity")}`}
                />
              </Form.Item>
            ) : null}
          </Flex>
          <Form.List name={[index, "breaks"]}>
            {(fields, { add, remove }) => (
              <div>
                {fields.map((field) => (
                  <Flex key={field.key} wrap gap={8} align="start" data-testid={`break-${weekday}-${field.name}`}>
                    <Form.Item name={[field.name, "starts_at"]} {...timeProps} style={{ marginBottom: 8 }}>
                      <TimePicker
                        style={{ width: 104 }}
                        format={FORMAT}
                        minuteStep={5}
                        disabled={disabled}
                        placeholder={t("schedule.week.breakStart")}
                        aria-label={`${dayName}: ${t("schedule.week.breakStart")}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, "ends_at"]} {...timeProps} style={{ marginBottom: 8 }}>
                      <TimePicker
                        style={{ width: 104 }}
                        format={FORMAT}
                        minuteStep={5}
                        disabled={disabled}
                        placeholder={t("schedule.week.breakEnd")}
                        aria-label={`${dayName}: ${t("schedule.week.breakEnd")}`}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={disabled}
                      aria-label={t("schedule.week.removeBreak")}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                ))}
                <Button
                  size="small"
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={disabled}
                  onClick={() => add({ starts_at: "13:00", ends_at: "14:00" })}
                >
                  {t("schedule.week.addBreak")}
                </Button>
              </div>
            )}
          </Form.List>
        </div>
      )}
    </Card>
  );
}
