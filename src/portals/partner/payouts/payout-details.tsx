import "../../../i18n/modules/partner-money";
import { DownloadOutlined, PrinterOutlined } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Alert, Button, Card, Col, Descriptions, Grid, Result, Row, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { downloadFile } from "../../../features/downloads/download";
import { LedgerLinesList } from "../../../features/money/ledger-lines-list";
import { LedgerLinesTable } from "../../../features/money/ledger-lines-table";
import { PayoutFigures } from "../../../features/money/payout-figures";
import { PayoutStatusTag } from "../../../features/money/payout-status-tag";
import { formatDate } from "../../../lib/format";
import { Period, Say } from "./period";
import type { PayoutDetails } from "./types";

const RESOURCE = "partner-payouts";

/** Download statement (CSV) and Print statement, when the role may read the payout's details. */
function StatementButtons({ payout }: { payout: PayoutDetails }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const printUrl = `/partner/payouts/statement/${payout.id}`;
  const allowed = useCan({ resource: RESOURCE, action: "statement" }).data?.can ?? false;
  if (!allowed) return null;
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(fillId(ENDPOINTS.payoutStatement, payout.id), { filename: `statement-${payout.number}.csv` });
    } catch {
      // the API layer shows the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid="statement-csv">
        {t("partnerMoney.details.downloadCsv")}
      </Button>
      {/* a link (the printable page), styled as a button; navigates inside the SPA */}
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        href={printUrl}
        onClick={(e) => {
          e.preventDefault();
          navigate(printUrl);
        }}
        data-testid="statement-print"
      >
        {t("partnerMoney.details.print")}
      </Button>
    </Space>
  );
}

/**
 * /partner/payouts/show/:id: a payout's status (hold or failure reason, expected and paid dates, bank reference, the
 * masked IBAN), its figures by line type, every ledger line it pays with their total, the statement as CSV and the
 * printable statement.
 */
export default function PayoutDetailsPage() {
  const { t } = useTranslation();
  const { query } = useShow<PayoutDetails>({ resource: RESOURCE, errorNotification: false, meta: { silent: true } });
  const payout = query.data?.data;
  // a phone: the lines as blocks, nothing scrolls sideways
  const wide = Grid.useBreakpoint().md ?? true;

  if (query.isError) return <Result status="404" title={t("partnerMoney.details.notFound")} />;

  return (
    <Show
      isLoading={query.isLoading}
      breadcrumb={false}
      title={
        payout ? (
          <span dir="ltr" data-testid="payout-title">
            {payout.number}
          </span>
        ) : (
          t("titles.partnerPayoutShow")
        )
      }
      headerButtons={() => (payout ? <StatementButtons payout={payout} /> : null)}
    >
      {payout ? (
        <Row gutter={[16, 16]}>
          {payout.hold_reason ? (
            <Col xs={24}>
              <Alert
                type="warning"
                showIcon
                message={t("partnerMoney.payouts.onHold", { reason: payout.hold_reason })}
                description={t("partnerMoney.payouts.holdHint")}
                data-testid="payout-hold"
              />
            </Col>
          ) : null}
          <Col xs={24} lg={12}>
            <Card title={t("partnerMoney.details.payout")} size="small" style={{ height: "100%" }}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: "period",
                    label: t("partnerMoney.payouts.columns.period"),
                    children: <Period payout={payout} />,
                  },
                  {
                    key: "status",
                    label: t("partnerMoney.details.status"),
                    children: (
                      <Space direction="vertical" size={2}>
                        <PayoutStatusTag status={payout.status} />
                        {payout.paid_at ? (
                          <span>
                            <Say k="payouts.paidOn" values={{ date: formatDate(payout.paid_at) }} />
                          </span>
                        ) : null}
                        {payout.reference ? (
                          <Typography.Text type="secondary">
                            <Say k="payouts.reference" values={{ reference: payout.reference }} />
                          </Typography.Text>
                        ) : null}
                        {payout.failure_reason ? (
                          <Typography.Text type="danger">
                            {t("partnerMoney.payouts.failed", { reason: payout.failure_reason })}
                          </Typography.Text>
                        ) : null}
                      </Space>
                    ),
                  },
                  {
                    key: "expected",
                    label: t("partnerMoney.details.expected"),
                    children: payout.expected_at ? formatDate(payout.expected_at) : "—",
                  },
                  {
                    key: "bank",
                    label: t("partnerMoney.details.bank"),
                    children: payout.iban_masked ? (
                      <span>
                        <bdi dir="ltr">{payout.iban_masked}</bdi>
                        {payout.account_name ? (
                          <span dir="auto" style={{ display: "block" }}>
                            {payout.account_name}
                          </span>
                        ) : null}
                      </span>
                    ) : (
                      "—"
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t("partnerMoney.details.figures")} size="small">
              <PayoutFigures payout={payout} />
            </Card>
          </Col>
          <Col xs={24}>
            <Card
              size="small"
              title={t("partnerMoney.details.lines")}
              extra={
                <Typography.Text type="secondary">
                  {t("partnerMoney.details.linesCount", { n: payout.lines.length })}
                </Typography.Text>
              }
            >
              {wide ? (
                // no sideways scroll: long descriptions wrap, so the amounts and the total stay in view
                <LedgerLinesTable
                  dataSource={payout.lines}
                  total={payout.amount}
                  pagination={false}
                  size="small"
                  scroll={undefined}
                />
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
