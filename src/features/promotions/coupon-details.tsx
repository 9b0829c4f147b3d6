import "../../i18n/modules/promotions";
import { Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Button, Card, Col, Empty, Result, Row, Skeleton, Space, Typography } from "antd";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { CouponBudget } from "./coupon-budget";
import { useCouponModal } from "./coupon-form";
import { CouponRedemptions } from "./coupon-redemptions";
import { couponTitle } from "./coupon-status";
import { CouponTerms } from "./coupon-terms";
import { CodeBatches, useGenerateCodes } from "./generate-codes";
import type { CouponDetails, PromotionsSide } from "./types";

// the chart library arrives only on this screen, after the figures have painted
const BurnDownChart = lazy(() => import("./burn-down-chart"));

/** How often the details are read again while a code batch is being generated. */
export const BATCH_POLL_MS = 1500;

const running = (c: CouponDetails | undefined) => c?.code_batches.some((b) => b.status === "running") ?? false;

/**
 * A coupon's details (/admin/coupons/show/:id, /partner/promotions/show/:id): its terms, budget, spent and remaining,
 * the budget burn-down, the generated code batches with their CSV, and the redemptions. "Generate codes" and "Edit"
 * follow the resource's permissions; while a batch runs, the coupon is read again every BATCH_POLL_MS.
 */
export function CouponDetailsScreen({ resource, side }: { resource: string; side: PromotionsSide }) {
  const { t, i18n } = useTranslation();
  const { query } = useShow<CouponDetails>({
    resource,
    errorNotification: false,
    meta: { silent: true, language: i18n.language },
    queryOptions: {
      refetchInterval: (q) => (running(q.state.data?.data as CouponDetails | undefined) ? BATCH_POLL_MS : false),
    },
  });
  const coupon = query.data?.data;
  const canGenerate = useCan({ resource, action: "generate" }).data?.can ?? false;
  const canEdit = useCan({ resource, action: "edit" }).data?.can ?? false;
  const generate = useGenerateCodes(resource, coupon);
  const edit = useCouponModal(resource, side, "edit");

  if (query.isError) {
    return <Result status="404" title={t("promotions.details.notFound")} />;
  }

  return (
    <Show
      isLoading={query.isLoading}
      breadcrumb={false}
      title={
        coupon ? (
          <Space wrap size={8}>
            <span data-testid="coupon-title" dir="ltr">
              {coupon.code}
            </span>
            <Typography.Text type="secondary" style={{ fontWeight: "normal" }} dir="auto">
              {couponTitle(coupon, i18n.language)}
            </Typography.Text>
          </Space>
        ) : (
          t(`promotions.title.${side}`)
        )
      }
      headerButtons={() =>
        coupon ? (
          <Space wrap>
            {canEdit ? (
              <Button onClick={() => edit.show(coupon.id)} data-testid="coupon-edit">
                {t("promotions.edit")}
              </Button>
            ) : null}
            {canGenerate ? (
              <Button type="primary" onClick={generate.show} data-testid="generate-codes">
                {t("promotions.generate.button")}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {coupon ? (
        <Row gutter={[16, 16]}>
          <Col xs={24}>
            <CouponBudget coupon={coupon} />
          </Col>
          <Col xs={24} xl={14}>
            <Card title={t("promotions.details.burnDown")} data-testid="coupon-burn-down-card">
              {coupon.burn_down.length ? (
                <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
                  <BurnDownChart points={coupon.burn_down} withBudget={coupon.budget !== null} />
                </Suspense>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("promotions.details.burnDownEmpty")} />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <CodeBatches coupon={coupon} />
          </Col>
          <Col xs={24}>
            <CouponTerms coupon={coupon} side={side} />
          </Col>
          <Col xs={24}>
            <CouponRedemptions couponId={coupon.id} />
          </Col>
        </Row>
      ) : null}
      {generate.element}
      {edit.element}
    </Show>
  );
}
