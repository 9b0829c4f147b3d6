import "../../../i18n/modules/admin-money";
import { CheckOutlined, CloseCircleOutlined, DollarOutlined } from "@ant-design/icons";
import { type HttpError, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import type { Payout } from "../../../features/money/types";
import { usePayoutVerbModal } from "./payout-verb-modal";

/**
 * The payout's actions by its status and the role's permissions: Approve (pending; POST payout/approve/{id} after a
 * confirmation), Mark paid (approved) and Mark failed (pending or approved), each a modal form. A refusal (422, e.g.
 * on hold without a valid IBAN) is handed to `onRefused` so the screen shows the server's message.
 */
export function PayoutActions({
  resource,
  payout,
  onRefused,
}: {
  resource: string;
  payout: Payout;
  onRefused: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const canApprove = useCan({ resource, action: "approve" }).data?.can ?? false;
  const canPay = useCan({ resource, action: "pay" }).data?.can ?? false;
  const { mutateAsync, mutation } = useCustomMutation<Payout>();
  const markPaid = usePayoutVerbModal(resource, payout, "paid");
  const markFailed = usePayoutVerbModal(resource, payout, "failed");

  const approve = async () => {
    onRefused(null);
    try {
      await mutateAsync({
        url: fillId(ENDPOINTS.payoutApprove, payout.id),
        method: "post",
        values: {},
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminMoney.details.approved_ok"));
    } catch (e) {
      onRefused((e as HttpError).message || t("adminMoney.common.refused"));
    } finally {
      await invalidate({ resource, id: payout.id, invalidates: ["detail", "list"] });
    }
  };

  const { status } = payout;
  return (
    <>
      <Space wrap>
        {canApprove && status === "pending" ? (
          <Popconfirm
            title={t("adminMoney.details.approveConfirm", { number: payout.number })}
            okText={t("adminMoney.details.approve")}
            cancelText={t("adminMoney.common.cancel")}
            onConfirm={approve}
            okButtonProps={{ "data-testid": "approve-confirm" } as never}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={mutation.isPending} data-testid="approve-payout">
              {t("adminMoney.details.approve")}
            </Button>
          </Popconfirm>
        ) : null}
        {canPay && status === "approved" ? (
          <Button type="primary" icon={<DollarOutlined />} onClick={markPaid.show} data-testid="mark-paid">
            {t("adminMoney.details.markPaid")}
          </Button>
        ) : null}
        {canPay && (status === "approved" || status === "pending") ? (
          <Button danger icon={<CloseCircleOutlined />} onClick={markFailed.show} data-testid="mark-failed">
            {t("adminMoney.details.markFailed")}
          </Button>
        ) : null}
      </Space>
      {markPaid.element}
      {markFailed.element}
    </>
  );
}
