import "../../i18n/modules/admin-access";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { TYPE_COLOR, type UserStatus, type UserType } from "./types";

export function TypeTag({ type }: { type: UserType | null | undefined }) {
  const { t } = useTranslation();
  if (!type) return null;
  return <Tag color={TYPE_COLOR[type]}>{t(`adminAccess.types.${type}`)}</Tag>;
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === "active" ? "success" : "default"}>{t(`adminAccess.status.${status}`)}</Tag>;
}
