import "../../i18n/modules/catalog-core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { STATUS_COLOR, statusKey } from "./types";

export function PackageStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status] ?? "default"} data-testid="package-status">
      {t(`catalogCore.status.${statusKey(status)}`)}
    </Tag>
  );
}
