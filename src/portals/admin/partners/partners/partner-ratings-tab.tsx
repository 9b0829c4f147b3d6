import "../../../../i18n/modules/admin-partners";
import { StarFilled } from "@ant-design/icons";
import { Card, Col, List, Progress, Rate, Row, Space, Statistic, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../../api/endpoints";
import { ltr } from "../../../../features/partner-applications/application-details";
import { formatDate } from "../../../../lib/format";
import type { AdminPartnerDetails, Review } from "../types";
import { usePartnerPage } from "./use-partner-page";

/** The partner's average and distribution of ratings, and its reviews a page at a time (reviews/list?partner_id=). */
export function PartnerRatingsTab({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  const { rows, loading, pagination } = usePartnerPage<Review>("admin-partner-reviews", partner.id, {
    list: ENDPOINTS.adminPartnerReviews,
  });
  const { ratings } = partner;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} md={8}>
        <Card size="small">
          <Statistic
            title={t("adminPartners.partners.averageRating")}
            value={ratings.average}
            precision={1}
            prefix={<StarFilled style={{ color: "#faad14" }} />}
            suffix={<span style={{ fontSize: 14 }}>/ 5</span>}
          />
          <Typography.Text type="secondary">
            {t("adminPartners.partners.ratingCount", { count: ratings.count })}
          </Typography.Text>
          <div style={{ marginTop: 12 }}>
            {["5", "4", "3", "2", "1"].map((k) => (
              <div key={k} style={{ display: "flex", alignItems: "center", gap: 8 }}>
                <span style={{ width: 24 }}>{k}★</span>
                <Progress
                  percent={ratings.count ? Math.round(((ratings.distribution[k] ?? 0) / ratings.count) * 100) : 0}
                  size="small"
                  showInfo={false}
                  style={{ flex: 1, margin: 0 }}
                />
                <span style={{ width: 28, textAlign: "end" }}>{ratings.distribution[k] ?? 0}</span>
              </div>
            ))}
          </div>
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <List
          size="small"
          loading={loading}
          dataSource={rows}
          pagination={{ ...pagination, size: "small" }}
          locale={{ emptyText: t("adminPartners.partners.noReviews") }}
          renderItem={(r) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <Rate disabled value={r.rating} style={{ fontSize: 12 }} />
                    <Typography.Text strong>{r.customer_name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {ltr(formatDate(r.created_at))}
                    </Typography.Text>
                  </Space>
                }
                description={r.comment || null}
              />
            </List.Item>
          )}
        />
      </Col>
    </Row>
  );
}
