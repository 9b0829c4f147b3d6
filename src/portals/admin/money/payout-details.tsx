import "../../../i18n/modules/admin-money";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Alert, Card, Col, Grid, Result, Row, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LedgerLinesList } from "../../../features/money/ledger-lines-list";
import { LedgerLinesTable } from "../../../features/money/ledger-lines-table";
import { MoneyAmount } from "../../../features/money/money-amount";
import { PayoutFigures } from "../../../features/money/payout-figures";
import { PayoutStatusTag } from "../../../features/money/payout-status-tag";
import type { PayoutDetails } from "../../../features/money/types";
import { PayoutActions } from "./payout-actions";
import { PayoutHistory } from "./payout-history";

const RESOURCE = "admin-payouts";

/**
 * /admin/payouts/show/:id: a payout (payout/details/{id}): its figures by line type, its status history and bank
 * account, every ledger line it pays with their total (the server's amount), and the actions its status and the
 * role allow. A refused action shows the server's message above the figures.
 */
export default function AdminPayoutDetails() {
  const { t, i18n } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { query } = useShow<PayoutDetails>({
    resource: RESOURCE,
    errorNotification: false,
    meta: { silent: true, language: i18n.language },
  });
  const payout = query.data?.data;
  // on a phone the lines are blocks (nothing scrolls sideways at 375 px)
  const wide = Grid.useBreakpoint().sm ?? true;

  if (query.isError) {
    return <Result status="404" title={t("adminMoney.details.notFound")} />;
  }

  return (
    <Show
      isLoading={query.isLoading}
      breadcrumb={false}
      title={
        payout ? (
          <Space wrap size={8}>
            <bdi dir="ltr" data-testid="payout-number">
              {payout.number}
            </bdi>
            <PayoutStatusTag status={payout.status} />
            <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
              {payout.partner_name}
            </Typography.Text>
          </Space>
        ) : (
          t("adminMoney.titles.payoutShow")
        )
      }
      headerButtons={() =>
        payout ? <PayoutActions resource={RESOURCE} payout={payout} onRefused={setRefusal} /> : null
      }
    >
      {payout ? (
        <Row gutter={[16, 16]}>
          {refusal ? (
            <Col xs={24}>
              <Alert
                type="error"
                showIcon
                closable
                onClose={() => setRefusal(null)}
                message={refusal}
                data-testid="payout-refusal"
              />
            </Col>
          ) : null}
          <Col xs={24} lg={12}>
            <Card
              title={t("adminMoney.details.figures")}
              size="small"
              extra={<MoneyAmount value={payout.amount} strong />}
            >
              <PayoutFigures payout={payout} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <PayoutHistory payout={payout} />
          </Col>
          <Col xs={24}>
            <Card title={t("adminMoney.details.lines", { count: payout.lines.length })} size="small">
              {wide ? (
                <LedgerLinesTable dataSource={payout.lines} pagination={false} total={payout.amount} />
              ) : (
                <LedgerLinesList lines={payout.lines} total={payout.amount} />
              )}
            </Card>
          </Col>
        </Row>
      ) : null}
    </Show>
  );
}
