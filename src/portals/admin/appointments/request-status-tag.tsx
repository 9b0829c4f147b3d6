import "../../../i18n/modules/admin-appointments";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { Reassignment } from "./types";

const REQUEST_COLOR = { pending: "orange", approved: "green", rejected: "red" } as const;
const REQUEST_LABEL = {
  pending: "adminAppointments.reassign.pending",
  approved: "adminAppointments.reassign.statusApproved",
  rejected: "adminAppointments.reassign.statusRejected",
} as const;

export function RequestStatusTag({ status }: { status: Reassignment["status"] }) {
  const { t } = useTranslation();
  return <Tag color={REQUEST_COLOR[status]}>{t(REQUEST_LABEL[status])}</Tag>;
}
