import "../../../i18n/modules/admin-money";
import { Card, Descriptions, Grid, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PayoutStatusTag } from "../../../features/money/payout-status-tag";
import type { Payout } from "../../../features/money/types";
import { formatDate, formatDateTime } from "../../../lib/format";

const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/**
 * The payout's status and its history (created; approved, paid or failed with who and when; the bank reference and a
 * failure reason), its period, cut-off, expected date and the partner's bank account (masked IBAN).
 */
export function PayoutHistory({ payout: p }: { payout: Payout }) {
  const { t } = useTranslation();
  // on a phone the labels sit above their values: a two-column table would push the dates past 375 px
  const wide = Grid.useBreakpoint().sm ?? true;
  const when = (at: string | null | undefined, who: string | null | undefined) =>
    at ? (
      who ? (
        <span>
          <Ltr>{formatDateTime(at)}</Ltr> · {who}
        </span>
      ) : (
        <Ltr>{formatDateTime(at)}</Ltr>
      )
    ) : null;
  const items = [
    { key: "status", label: t("adminMoney.details.history"), children: <PayoutStatusTag status={p.status} /> },
    ...(p.hold_reason
      ? [
          {
            key: "hold",
            label: t("adminMoney.details.hold"),
            children: <Typography.Text data-testid="payout-hold">{p.hold_reason}</Typography.Text>,
          },
        ]
      : []),
    {
      key: "period",
      label: t("adminMoney.details.period"),
      children: (
        <Ltr>
          {formatDate(p.period_start)} – {formatDate(p.period_end)}
        </Ltr>
      ),
    },
    { key: "cut_off", label: t("adminMoney.details.cutOff"), children: <Ltr>{formatDateTime(p.cut_off)}</Ltr> },
    {
      key: "expected",
      label: t("adminMoney.details.expected"),
      children: p.expected_at ? <Ltr>{formatDate(p.expected_at)}</Ltr> : null,
    },
    { key: "created", label: t("adminMoney.details.created"), children: <Ltr>{formatDateTime(p.created_at)}</Ltr> },
    ...(p.approved_at
      ? [
          {
            key: "approved",
            label: t("adminMoney.details.approved"),
            children: when(p.approved_at, p.approved_by_name),
          },
        ]
      : []),
    ...(p.paid_at
      ? [{ key: "paid", label: t("adminMoney.details.paid"), children: when(p.paid_at, p.paid_by_name) }]
      : []),
    ...(p.reference
      ? [
          {
            key: "reference",
            label: t("adminMoney.details.reference"),
            children: (
              <span data-testid="payout-reference">
                <Ltr>{p.reference}</Ltr>
              </span>
            ),
          },
        ]
      : []),
    ...(p.failed_at
      ? [{ key: "failed", label: t("adminMoney.details.failed"), children: when(p.failed_at, p.failed_by_name) }]
      : []),
    ...(p.failure_reason
      ? [
          {
            key: "failure_reason",
            label: t("adminMoney.details.failureReason"),
            children: <span data-testid="payout-failure-reason">{p.failure_reason}</span>,
          },
        ]
      : []),
    {
      key: "iban",
      label: t("adminMoney.details.iban"),
      children: p.iban_masked ? <Ltr>{p.iban_masked}</Ltr> : t("adminMoney.details.noIban"),
    },
    ...(p.account_name
      ? [{ key: "account", label: t("adminMoney.details.accountName"), children: p.account_name }]
      : []),
  ];
  return (
    <Card title={t("adminMoney.details.history")} size="small">
      <Descriptions
        bordered
        size="small"
        column={1}
        layout={wide ? "horizontal" : "vertical"}
        items={items}
        data-testid="payout-history"
      />
    </Card>
  );
}
