import "../../../i18n/modules/partner-dispatch";
import { Alert, Button, Descriptions, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BookingStatusTag } from "../../../features/appointments/status-tags";
import { type AssignControl, AssignSelect, dayLabel, useDispatchTime } from "./dispatch-parts";
import type { DispatchJob } from "./dispatch-time";
import type { Refusal } from "./use-dispatch";

/**
 * A job of the grid, opened by a click or Enter: when, customer, address, services, status and technician, with the
 * "Assign to…"/"Move to…" select (the keyboard's way to move a job between columns) and a link to its page.
 */
export function DispatchJobDialog({
  job,
  control,
  timeFormat,
  refusal,
  onClose,
}: {
  job: DispatchJob | null;
  control: AssignControl;
  timeFormat: string;
  refusal: Refusal | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { range } = useDispatchTime(timeFormat);
  const technician = job?.technician_id
    ? (control.technicians.find((x) => x.id === job.technician_id)?.name ?? job.technician?.name)
    : null;
  return (
    <Modal
      open={job !== null}
      title={job?.number}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t("partnerDispatch.job.close")}
        </Button>,
        <Button
          key="open"
          type="primary"
          onClick={() => job && navigate(`/partner/appointments/show/${job.id}`)}
          data-testid="dispatch-job-open"
        >
          {t("partnerDispatch.job.openDetails")}
        </Button>,
      ]}
    >
      {job ? (
        <div data-testid="dispatch-job-dialog">
          {refusal && refusal.jobId === job.id ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 12 }}
              message={t("partnerDispatch.assign.refused", { number: refusal.number, name: refusal.technician })}
              description={refusal.reason}
            />
          ) : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t("partnerDispatch.job.when")}>
              {dayLabel(job.date, i18n.language, "long")} · {range(job)}
            </Descriptions.Item>
            <Descriptions.Item label={t("partnerDispatch.job.customer")}>
              {job.customer.name}
              {job.customer.phone ? (
                <>
                  {" · "}
                  <a href={`tel:${job.customer.phone}`} dir="ltr">
                    {job.customer.phone}
                  </a>
                </>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label={t("partnerDispatch.job.address")}>{job.address_text}</Descriptions.Item>
            <Descriptions.Item label={t("partnerDispatch.job.services")}>
              {job.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(", ")}
            </Descriptions.Item>
            <Descriptions.Item label={t("partnerDispatch.job.status")}>
              <BookingStatusTag status={job.status} label={job.status_label} />
            </Descriptions.Item>
            <Descriptions.Item label={t("partnerDispatch.job.technician")}>
              <span data-testid="dispatch-job-technician">{technician ?? t("partnerDispatch.job.none")}</span>
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            <AssignSelect job={job} control={control} block />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
