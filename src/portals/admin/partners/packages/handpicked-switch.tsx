import "../../../../i18n/modules/admin-packages";
import { useCan, useCustomMutation } from "@refinedev/core";
import { App, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";

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
  const { data: can } = useCan({ resource: "admin-handpicked-packages", action: "edit" });
  const { mutateAsync, mutation } = useCustomMutation();
  const [pending, setPending] = useState<boolean>();
  const change = async (next: boolean) => {
    setPending(next);
    try {
      await mutateAsync({
        url: ENDPOINTS.adminPackageHandpicked,
        method: "post",
        values: { package_id: id, is_handpicked: next ? 1 : 0 },
        successNotification: false,
        errorNotification: false,
      });
      await onChanged();
      message.success(t(next ? "adminPackages.handpickedOn" : "adminPackages.handpickedOff"));
    } catch {
      // the server said no (its message is already toasted): the switch goes back
    } finally {
      setPending(undefined);
    }
  };
  return (
    <Switch
      size={size}
      checked={pending ?? Boolean(value)}
      loading={mutation.isPending}
      disabled={!can?.can}
      onChange={(next) => void change(next)}
      checkedChildren={withLabel ? t("adminPackages.handpicked") : undefined}
      unCheckedChildren={withLabel ? t("adminPackages.notHandpicked") : undefined}
      aria-label={t("adminPackages.handpickedToggle", { name })}
      data-testid={`handpicked-${id}`}
    />
  );
}
