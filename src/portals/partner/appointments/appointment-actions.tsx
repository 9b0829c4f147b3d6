import "../../../i18n/modules/partner-appointments";
import { useCan } from "@refinedev/core";
import { Alert, Button, Card, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { formatMoney } from "../../../lib/format";
import { AssignDialog } from "./assign-dialog";
import { DeclineDialog } from "./decline-dialog";
import { ExtraActions } from "./extra-actions";
import { type PartnerAction, type PartnerBookingDetails, RESOURCE } from "./types";
import { useBookingAction } from "./use-booking-action";

/** Each action's permission verb in the screen declaration (screens.ts). */
const VERB: Record<PartnerAction, string> = {
  accept: "accept",
  decline: "decline",
  assign: "assign",
  "on-the-way": "status",
  "in-progress": "status",
  completed: "status",
  "no-show": "status",
  "cash-collected": "cash",
};
/** Steps that close the booking or record money ask first. */
const CONFIRM: Partial<Record<PartnerAction, string>> = {
  completed: "partnerAppointments.actions.completedConfirm",
  "no-show": "partnerAppointments.actions.noShowConfirm",
  "cash-collected": "partnerAppointments.actions.cashConfirm",
};

/**
 * The actions the booking's state allows (`next_actions` of the details), each shown only to a role that may take
 * it (useCan on partner-appointments): accept, decline (a reason), assign or change the technician, on the way, in
 * progress, completed, no-show, cash collected. A refusal (422) stays in view with the server's reason.
 */
export function AppointmentActions({ booking: b }: { booking: PartnerBookingDetails }) {
  const { t, i18n } = useTranslation();
  const can = {
    accept: useCan({ resource: RESOURCE, action: "accept" }).data?.can,
    decline: useCan({ resource: RESOURCE, action: "decline" }).data?.can,
    assign: useCan({ resource: RESOURCE, action: "assign" }).data?.can,
    status: useCan({ resource: RESOURCE, action: "status" }).data?.can,
    cash: useCan({ resource: RESOURCE, action: "cash" }).data?.can,
  } as Record<string, boolean | undefined>;
  const action = useBookingAction(b.id);
  const [dialog, setDialog] = useState<"decline" | "assign" | null>(null);
  const actions = b.next_actions.filter((a) => can[VERB[a]]);

  const perform = (a: PartnerAction) => {
    if (a === "decline" || a === "assign") return setDialog(a);
    if (a === "accept")
      return action.run(ENDPOINTS.partnerBookingAccept, {}, t("partnerAppointments.actions.accepted"));
    if (a === "cash-collected")
      return action.run(ENDPOINTS.partnerBookingCashCollected, {}, t("partnerAppointments.actions.cashDone"));
    return action.run(
      ENDPOINTS.partnerBookingStatus,
      { status: a },
      t("partnerAppointments.actions.done", { status: t(`appointments.status.${a}`) }),
    );
  };

  const button = (a: PartnerAction) => {
    const label =
      a === "assign" && b.technician ? t("partnerAppointments.actions.change") : t(`partnerAppointments.actions.${a}`);
    const primary = a === "accept" || a === "on-the-way" || a === "in-progress" || a === "completed";
    const danger = a === "decline" || a === "no-show";
    const props = {
      type: primary ? ("primary" as const) : ("default" as const),
      danger,
      loading: action.busy,
      "data-testid": `action-${a}`,
    };
    const confirm = CONFIRM[a];
    if (!confirm)
      return (
        <Button key={a} {...props} onClick={() => void perform(a)}>
          {label}
        </Button>
      );
    return (
      <Popconfirm
        key={a}
        title={t(confirm, { amount: formatMoney(b.cash_due, i18n.language) })}
        okText={t("partnerAppointments.actions.confirm")}
        cancelText={t("partnerAppointments.actions.cancel")}
        okButtonProps={{ "data-testid": "action-confirm" } as never}
        onConfirm={() => perform(a)}
      >
        <Button {...props}>{label}</Button>
      </Popconfirm>
    );
  };

  return (
    <Card title={t("partnerAppointments.show.actionsTitle")} data-testid="appointment-actions">
      {action.error ? (
        <Alert
          type="error"
          showIcon
          closable
          onClose={action.clearError}
          message={t("partnerAppointments.actions.failed")}
          description={action.error.message}
          style={{ marginBottom: 12 }}
          data-testid="action-error"
        />
      ) : null}
      {actions.length ? (
        <Space wrap>{actions.map(button)}</Space>
      ) : (
        <Typography.Text type="secondary">{t("partnerAppointments.show.noActions")}</Typography.Text>
      )}
      <div data-testid="extra-actions" style={{ marginTop: 8 }}>
        <ExtraActions booking={b} />
      </div>
      <DeclineDialog booking={b} open={dialog === "decline"} onClose={() => setDialog(null)} />
      <AssignDialog booking={b} open={dialog === "assign"} onClose={() => setDialog(null)} />
    </Card>
  );
}
