import "../../../../i18n/modules/partner-catalog";
import { useCan } from "@refinedev/core";
import { Avatar, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../../lib/format";
import { ProfileEditForm } from "./profile-edit-form";
import { RatingsSummary } from "./ratings-summary";
import { useCompanyProfile } from "./use-company-profile";

/** The "Company" tab: the public profile (or its edit form), the ratings and the catalog's counts. */
export function CompanyTab() {
  const { t, i18n } = useTranslation();
  const { data: canEdit } = useCan({ resource: "partner-profile", action: "edit" });
  const [editing, setEditing] = useState(false);
  const { profile: p, isLoading, saved } = useCompanyProfile();
  if (!p) return <Card loading={isLoading} />;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <Card
          title={
            <Space>
              <Avatar shape="square" size={48} src={p.logo ?? undefined} alt="">
                {p.name[0]}
              </Avatar>
              <span>
                <span data-testid="company-name">{p.name}</span>
                <br />
                <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: "normal" }}>
                  {t("partnerCatalog.profile.since", { date: formatDate(p.created_at) })}
                </Typography.Text>
              </span>
            </Space>
          }
          extra={
            canEdit?.can && !editing ? (
              <Button onClick={() => setEditing(true)} data-testid="profile-edit">
                {t("partnerCatalog.common.edit")}
              </Button>
            ) : null
          }
        >
          {editing ? (
            <ProfileEditForm profile={p} onSaved={saved} onDone={() => setEditing(false)} />
          ) : (
            <Space direction="vertical" size="middle" style={{ width: "100%" }}>
              <Typography.Paragraph style={{ whiteSpace: "pre-wrap", margin: 0 }}>
                {p.about || <Typography.Text type="secondary">{t("partnerCatalog.profile.noAbout")}</Typography.Text>}
              </Typography.Paragraph>
              <Descriptions size="small" column={{ xs: 1, xxl: 2 }} bordered>
                <Descriptions.Item label={t("partnerCatalog.profile.phone")}>
                  {p.phone ? <bdi dir="ltr">{p.phone}</bdi> : none}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.email")}>{p.email || none}</Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.cod")}>
                  {p.cash_on_delivery ? t("partnerCatalog.common.yes") : t("partnerCatalog.common.no")}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.status")}>
                  <Tag color={p.status === "active" ? "green" : "default"}>
                    {t(`partnerCatalog.profile.partnerStatus.${p.status}`, { defaultValue: p.status })}
                  </Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.legalName")}>
                  {(i18n.language === "ar" ? p.company?.legal_name_ar : p.company?.legal_name_en) || none}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.companyType")}>
                  {p.company?.company_type || none}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.license")}>
                  {p.company?.trade_license_number ? (
                    <span>
                      <bdi dir="ltr">{p.company.trade_license_number}</bdi>
                      {p.company.trade_license_expiry
                        ? ` · ${t("partnerCatalog.profile.expires", { date: formatDate(p.company.trade_license_expiry) })}`
                        : ""}
                    </span>
                  ) : (
                    none
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.trn")}>
                  {p.company?.trn ? <bdi dir="ltr">{p.company.trn}</bdi> : none}
                </Descriptions.Item>
                <Descriptions.Item label={t("partnerCatalog.profile.emirates")}>
                  {p.emirates.length ? p.emirates.map((e) => <Tag key={e}>{e}</Tag>) : none}
                </Descriptions.Item>
              </Descriptions>
            </Space>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Space direction="vertical" size="middle" style={{ width: "100%" }}>
          <Card title={t("partnerCatalog.profile.ratings")}>
            <RatingsSummary ratings={p.ratings} />
          </Card>
          <Card title={t("partnerCatalog.profile.catalog")}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={<Link to="/partner/services">{t("partnerCatalog.nav.services")}</Link>}>
                {t("partnerCatalog.profile.activeOf", { active: p.active_service_count, total: p.service_count })}
              </Descriptions.Item>
              <Descriptions.Item label={<Link to="/partner/packages">{t("partnerCatalog.nav.packages")}</Link>}>
                {p.package_count}
              </Descriptions.Item>
              <Descriptions.Item
                label={<Link to="/partner/service-areas">{t("partnerCatalog.nav.serviceAreas")}</Link>}
              >
                {t("partnerCatalog.profile.communities", { count: p.community_count })}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Space>
      </Col>
    </Row>
  );
}
