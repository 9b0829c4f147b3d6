import { Alert, List, Modal, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import type { Impact } from "./types";

/** "N appointments would be affected": the list, and a confirm before the holiday is saved. */
export function ImpactConfirm({
  impact,
  busy,
  onConfirm,
  onCancel,
}: {
  impact: Impact | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={impact !== null}
      title={t("schedule.holidays.impactTitle")}
      okText={t("schedule.holidays.confirm")}
      cancelText={t("schedule.holidays.back")}
      onOk={onConfirm}
      onCancel={onCancel}
      okButtonProps={{ loading: busy, danger: true, "data-testid": "impact-confirm" } as never}
      destroyOnHidden
    >
      {impact ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Alert
            type="warning"
            showIcon
            data-testid="impact-count"
            message={t("schedule.holidays.impactCount", { count: impact.count })}
            description={t("schedule.holidays.impactHelp")}
          />
          <List
            size="small"
            dataSource={impact.appointments}
            style={{ maxHeight: 280, overflowY: "auto" }}
            renderItem={(a) => (
              <List.Item data-testid="impact-appointment">
                <Space wrap size={4}>
                  <Typography.Text strong>
                    <bdi dir="ltr">{a.booking_number}</bdi>
                  </Typography.Text>
                  <bdi dir="ltr">
                    {formatDate(a.date)} {a.time}
                  </bdi>
                  {a.services.length > 0 ? <span>{a.services.join(", ")}</span> : null}
                  {a.customer_name ? <Typography.Text type="secondary">{a.customer_name}</Typography.Text> : null}
                  {a.technician_name ? <Tag>{a.technician_name}</Tag> : null}
                </Space>
              </List.Item>
            )}
          />
        </Space>
      ) : null}
    </Modal>
  );
}
