import "../../i18n/modules/promotions";
import { ShowButton } from "@refinedev/antd";
import { Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import type { Coupon } from "./types";

/**
 * A coupon row's buttons: Details (the show screen; refine's ShowButton asks the resource's `show` permission), Edit
 * and Duplicate when the screen allows them (given only then).
 */
export function CouponActions({
  coupon: c,
  resource,
  onEdit,
  onDuplicate,
}: {
  coupon: Coupon;
  resource: string;
  onEdit?: () => void;
  onDuplicate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={4}>
      <ShowButton
        size="small"
        resource={resource}
        recordItemId={c.id}
        icon={null}
        accessControl={{ enabled: true, hideIfUnauthorized: true }}
        aria-label={t("promotions.viewNamed", { code: c.code })}
        data-testid={`coupon-view-${c.id}`}
      >
        {t("promotions.view")}
      </ShowButton>
      {onEdit ? (
        <Button size="small" onClick={onEdit} aria-label={t("promotions.editNamed", { code: c.code })}>
          {t("promotions.edit")}
        </Button>
      ) : null}
      {onDuplicate ? (
        <Popconfirm
          title={t("promotions.duplicateConfirm", { code: c.code })}
          okText={t("promotions.yes")}
          cancelText={t("promotions.no")}
          onConfirm={onDuplicate}
        >
          <Button size="small" aria-label={t("promotions.duplicateNamed", { code: c.code })}>
            {t("promotions.duplicate")}
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
