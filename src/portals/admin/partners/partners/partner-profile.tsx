import "../../../../i18n/modules/admin-partners";
import { StarFilled } from "@ant-design/icons";
import { Card, Col, Descriptions, Empty, Row, Space, Statistic, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ltr } from "../../../../features/partner-applications/application-details";
import { formatDate } from "../../../../lib/format";
import type { AdminPartnerDetails } from "../types";

const NONE = "—";

/** The partner's figures: services (active), packages (approved), communities, and the average rating. */
export function PartnerFigures({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {[
        ["services", partner.service_count, partner.active_service_count],
        ["packages", partner.package_count, partner.packages_by_status.Approved ?? 0],
        ["communities", partner.community_count, null],
      ].map(([key, value, sub]) => (
        <Col xs={12} md={6} key={String(key)}>
          <Card size="small">
            <Statistic title={t(`adminPartners.partners.stat.${key}`)} value={Number(value)} />
            {sub !== null ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`adminPartners.partners.stat.${key}Sub`, { count: Number(sub) })}
              </Typography.Text>
            ) : null}
          </Card>
        </Col>
      ))}
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic
            title={t("adminPartners.partners.averageRating")}
            value={partner.ratings.average}
            precision={1}
            prefix={<StarFilled style={{ color: "#faad14" }} />}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("adminPartners.partners.ratingCount", { count: partner.ratings.count })}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

/** The profile tab: names, contact, licence, TRN, cash on delivery, the application it came from, users, about. */
export function PartnerProfile({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="partner-profile">
      <Descriptions.Item label={t("adminPartners.partners.nameEn")}>{partner.name_en}</Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.nameAr")}>
        <span dir="rtl">{partner.name_ar}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.email")}>
        <bdi>{partner.email ?? NONE}</bdi>
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.phone")}>
        <bdi dir="ltr">{partner.phone ?? NONE}</bdi>
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.licence")}>
        <bdi>{partner.company?.trade_license_number ?? NONE}</bdi>
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.licenceExpiry")}>
        {partner.company?.trade_license_expiry ? ltr(formatDate(partner.company.trade_license_expiry)) : NONE}
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.trn")}>
        <bdi>{partner.company?.trn ?? NONE}</bdi>
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.cash")}>
        {t(partner.cash_on_delivery ? "adminPartners.common.yes" : "adminPartners.common.no")}
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.since")}>
        {ltr(formatDate(partner.created_at))}
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.application")}>
        {partner.application ? (
          <Link to={`/admin/applications/show/${partner.application.id}`}>
            {t("adminPartners.partners.viewApplication", { id: partner.application.id })}
          </Link>
        ) : (
          NONE
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.users")} span={2}>
        {partner.users.length
          ? partner.users.map((u) => (
              <div key={u.id}>
                {u.first_name} {u.last_name} · <bdi>{u.email}</bdi>
              </div>
            ))
          : NONE}
      </Descriptions.Item>
      <Descriptions.Item label={t("adminPartners.partners.about")} span={2}>
        <span style={{ whiteSpace: "pre-wrap" }}>{partner.about || NONE}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The areas tab: each emirate with its communities. */
export function PartnerAreas({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  if (!partner.areas.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminPartners.partners.noAreas")} />;
  return (
    <Space direction="vertical" style={{ width: "100%" }} data-testid="partner-areas">
      {partner.areas.map((e) => (
        <div key={e.emirate_id}>
          <Typography.Text strong>
            {e.emirate_name} ({e.communities.length})
          </Typography.Text>
          <div style={{ marginTop: 4 }}>
            {e.communities.map((c) => (
              <Tag key={c.id} style={{ marginBottom: 4 }}>
                {c.name}
              </Tag>
            ))}
          </div>
        </div>
      ))}
    </Space>
  );
}
