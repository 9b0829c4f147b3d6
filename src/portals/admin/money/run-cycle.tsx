import "../../../i18n/modules/admin-money";
import { PlayCircleOutlined } from "@ant-design/icons";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import type { PayoutCycleResult } from "../../../features/money/types";

/**
 * "Run cycle now": after a confirmation, POST payout/run-cycle (the server's default cut-off and holding period) and
 * say how many payouts it created; the list is read again. A refusal shows the server's message.
 */
export function RunCycleButton({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<PayoutCycleResult>();
  const run = async () => {
    try {
      const { data } = await mutateAsync({
        url: ENDPOINTS.payoutRunCycle,
        method: "post",
        values: {},
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminMoney.payouts.ran", { count: data.created, carried: data.carried_forward }));
    } catch (e) {
      message.error((e as HttpError).message || t("adminMoney.common.refused"));
    } finally {
      await invalidate({ resource, invalidates: ["list"] });
    }
  };
  return (
    <Popconfirm
      title={t("adminMoney.payouts.runConfirm")}
      okText={t("adminMoney.payouts.yes")}
      cancelText={t("adminMoney.payouts.no")}
      onConfirm={run}
      okButtonProps={{ "data-testid": "run-cycle-confirm" } as never}
    >
      <Button type="primary" icon={<PlayCircleOutlined />} loading={mutation.isPending} data-testid="run-cycle">
        {t("adminMoney.payouts.runCycle")}
      </Button>
    </Popconfirm>
  );
}
