import { StarFilled } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  App,
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Progress,
  Row,
  Space,
  Switch,
  Tabs,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import { ProfileCard } from "../../../../components/account/profile-card";
import { ImageField } from "../../../../features/catalog/image-field";
import { CatalogPage, toBody, useDirtyWarning, useHasPermission } from "../../../../features/catalog/shared";
import type { PartnerProfile } from "../../../../features/catalog/types";
import { showFieldErrors } from "../../../../lib/form-errors";
import { formatDate } from "../../../../lib/format";
import { useKhidmaStore } from "../../../../state";
import PersonalProfilePage from "../../pages/profile";

const PROFILE_KEY = ["catalog", "partner-profile"];

/** Average, count and a bar per star (5 to 1). */
export function RatingsSummary({ ratings }: { ratings: PartnerProfile["ratings"] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...Object.values(ratings.distribution));
  return (
    <div data-testid="ratings-summary">
      <Space align="baseline">
        <Typography.Title level={2} style={{ margin: 0 }}>
          {ratings.count ? ratings.average.toFixed(1) : "—"}
        </Typography.Title>
        <StarFilled style={{ color: "#faad14", fontSize: 20 }} aria-hidden />
        <Typography.Text type="secondary">
          {t("partnerCatalog.profile.reviews", { count: ratings.count })}
        </Typography.Text>
      </Space>
      {(["5", "4", "3", "2", "1"] as const).map((star) => (
        <div key={star} style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <span style={{ width: 28 }} aria-hidden>
            {star}★
          </span>
          <Progress
            percent={Math.round((ratings.distribution[star] / max) * 100)}
            showInfo={false}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={t("partnerCatalog.profile.starBar", { star, count: ratings.distribution[star] })}
          />
          <span style={{ width: 32, textAlign: "end" }}>{ratings.distribution[star]}</span>
        </div>
      ))}
    </div>
  );
}

interface ProfileValues {
  about_en?: string;
  about_ar?: string;
  phone?: string;
  email?: string;
  cash_on_delivery?: boolean;
}

function ProfileEditForm({ profile, onDone }: { profile: PartnerProfile; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ProfileValues>();
  const [logo, setLogo] = useState<File>();
  const [dirty, setDirty] = useState(false);
  useDirtyWarning(dirty || Boolean(logo));
  const save = useMutation({
    mutationFn: async (v: ProfileValues) =>
      (
        await api.post<PartnerProfile>(
          ENDPOINTS.catalogProfileUpdate,
          toBody(
            {
              about_en: v.about_en ?? "",
              about_ar: v.about_ar ?? "",
              phone: v.phone ?? "",
              email: v.email ?? "",
              cash_on_delivery: v.cash_on_delivery ? 1 : 0,
            },
            { logo },
          ),
        )
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData([...PROFILE_KEY, i18n.language], data);
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      setDirty(false);
      setLogo(undefined);
      message.success(t("partnerCatalog.profile.saved"));
      onDone();
    },
    onError: (error) => showFieldErrors(form, error),
  });
  return (
    <Form
      form={form}
      layout="vertical"
      name="partner-company-profile"
      initialValues={{
        about_en: profile.about_en,
        about_ar: profile.about_ar,
        phone: profile.phone ?? "",
        email: profile.email ?? "",
        cash_on_delivery: profile.cash_on_delivery,
      }}
      onValuesChange={() => setDirty(true)}
      onFinish={(v) => save.mutate(v)}
    >
      <Form.Item label={t("partnerCatalog.profile.logo")}>
        <ImageField
          current={profile.logo}
          file={logo}
          onChange={setLogo}
          maxMb={2}
          label={profile.name}
          testId="logo-input"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t("partnerCatalog.profile.phone")}
            extra={t("partnerCatalog.profile.phoneHint")}
          >
            <Input dir="ltr" inputMode="tel" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t("partnerCatalog.profile.email")}
            rules={[{ type: "email", message: t("partnerCatalog.profile.emailInvalid") }]}
          >
            <Input dir="ltr" inputMode="email" maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="about_en" label={t("partnerCatalog.profile.aboutEn")}>
            <Input.TextArea rows={4} maxLength={2000} dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="about_ar" label={t("partnerCatalog.profile.aboutAr")}>
            <Input.TextArea rows={4} maxLength={2000} dir="rtl" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="cash_on_delivery"
        label={t("partnerCatalog.profile.cod")}
        extra={t("partnerCatalog.profile.codHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="profile-save">
          {t("partnerCatalog.common.save")}
        </Button>
        <Button
          onClick={() => {
            if ((dirty || logo) && !window.confirm(t("partnerCatalog.common.unsaved"))) return;
            setDirty(false);
            setLogo(undefined);
            onDone();
          }}
        >
          {t("partnerCatalog.common.cancel")}
        </Button>
      </Space>
    </Form>
  );
}

function CompanyTab() {
  const { t, i18n } = useTranslation();
  const canEdit = useHasPermission("update-profile");
  const [editing, setEditing] = useState(false);
  const profile = useQuery({
    queryKey: [...PROFILE_KEY, i18n.language],
    queryFn: async () => (await api.get<PartnerProfile>(ENDPOINTS.catalogProfile)).data,
  });
  const p = profile.data;
  if (!p) return <Card loading={profile.isLoading} />;
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
            canEdit && !editing ? (
              <Button onClick={() => setEditing(true)} data-testid="profile-edit">
                {t("partnerCatalog.common.edit")}
              </Button>
            ) : null
          }
        >
          {editing ? (
            <ProfileEditForm profile={p} onDone={() => setEditing(false)} />
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

/**
 * /partner/profile. With a partner profile: tabs "Company" (the company's public profile, ratings and its edit
 * form) and "My account" (the signed-in user's own profile, with links to /partner/account and the password page).
 * Without one (still onboarding): the personal profile page as before, with its onboarding callout.
 */
export default function CompanyProfilePage() {
  const { t } = useTranslation();
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  const [params, setParams] = useSearchParams();
  if (partnerId === null) return <PersonalProfilePage />;
  const tab = params.get("tab") === "account" ? "account" : "company";
  return (
    <CatalogPage>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("partnerCatalog.profile.title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === "account" ? { tab: "account" } : {}, { replace: true })}
        items={[
          { key: "company", label: t("partnerCatalog.profile.companyTab"), children: <CompanyTab /> },
          {
            key: "account",
            label: t("partnerCatalog.profile.accountTab"),
            children: (
              <Row>
                <Col xs={24} lg={14}>
                  <ProfileCard
                    extra={
                      <Space wrap>
                        <Link to="/partner/account">{t("account.partner.editAccount")}</Link>
                        <Link to="/partner/change-my-password">{t("nav.changePassword")}</Link>
                      </Space>
                    }
                  />
                </Col>
              </Row>
            ),
          },
        ]}
      />
    </CatalogPage>
  );
}
