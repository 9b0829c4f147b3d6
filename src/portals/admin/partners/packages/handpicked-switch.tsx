import "../../../../i18n/modules/admin-partners";
import { useMutation } from "@tanstack/react-query";
import { App, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { useHasPermission } from "../shared";

/** The handpicked flag (`change-handpicked-package-status`): shown at once, back again if the server says no. */
export function HandpickedSwitch({
  id,
  name,
  value,
  onChanged,
  withLabel,
  size,
}: {
  id: number;
  name: string;
  value: number | boolean;
  onChanged: () => unknown;
  withLabel?: boolean;
  size?: "small" | "default";
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useHasPermission("change-handpicked-package-status");
  const [pending, setPending] = useState<boolean>();
  const change = useMutation({
    mutationFn: (next: boolean) =>
      api.post(ENDPOINTS.adminPackageHandpicked, { package_id: id, is_handpicked: next ? 1 : 0 }),
    onMutate: (next) => setPending(next),
    onSuccess: async (_d, next) => {
      await onChanged();
      message.success(t(next ? "adminPartners.packages.handpickedOn" : "adminPartners.packages.handpickedOff"));
    },
    onSettled: () => setPending(undefined),
  });
  return (
    <Switch
      size={size}
      checked={pending ?? Boolean(value)}
      loading={change.isPending}
      disabled={!can}
      onChange={(next) => change.mutate(next)}
      checkedChildren={withLabel ? t("adminPartners.packages.handpicked") : undefined}
      unCheckedChildren={withLabel ? t("adminPartners.packages.notHandpicked") : undefined}
      aria-label={t("adminPartners.packages.handpickedToggle", { name })}
      data-testid={`handpicked-${id}`}
    />
  );
}
