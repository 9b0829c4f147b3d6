import "../../../../i18n/modules/admin-partners";
import { StarFilled } from "@ant-design/icons";
import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Avatar,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  List,
  Progress,
  Rate,
  Row,
  Space,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { api, type Paginated } from "../../../../api";
import { ENDPOINTS, RESOURCE_ENDPOINTS } from "../../../../api/endpoints";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";
import { PackageStatusTag } from "../../../../features/catalog/shared";
import type { ManagedPackage, ManagedService } from "../../../../features/catalog/types";
import { ltr } from "../../../../features/partner-applications/application-details";
import { formatDate, formatMoney } from "../../../../lib/format";
import { AdminPage, PartnerStatusTag, useHasPermission } from "../shared";
import type { AdminPartnerDetails, Review } from "../types";
import { usePartnerStatus } from "./use-partner-status";

const TABS = ["profile", "services", "packages", "areas", "ratings"] as const;

/** One page of a partner's rows from a list endpoint (its own paging: the page URL keeps the tab only). */
function usePartnerPage<T>(url: string, partnerId: number, extra: Record<string, unknown> = {}) {
  const { i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const query = useQuery({
    queryKey: ["admin-partners", url, partnerId, page, pageSize, extra, i18n.language],
    queryFn: async () =>
      (await api.get<Paginated<T>>(url, { partner_id: partnerId, page, limit: pageSize, ...extra })).data,
    placeholderData: keepPreviousData,
  });
  const pagination = {
    current: page,
    pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: true,
    onChange: (p: number, size: number) => {
      setPage(size === pageSize ? p : 1);
      setPageSize(size);
    },
  };
  return { query, pagination };
}

function ServicesTab({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const { query, pagination } = usePartnerPage<ManagedService>(ENDPOINTS.catalogServiceList, partnerId);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data?.data ?? []}
      pagination={pagination}
      scroll={{ x: "max-content" }}
      data-testid="partner-services"
      columns={[
        { key: "name", title: t("adminPartners.partners.serviceName"), render: (_, s) => s.name },
        { key: "category", title: t("adminPartners.partners.category"), render: (_, s) => s.category_name },
        {
          key: "price",
          title: t("adminPartners.partners.price"),
          render: (_, s) => <bdi>{formatMoney(s.price, i18n.language)}</bdi>,
        },
        {
          key: "active",
          title: t("adminPartners.partners.status"),
          render: (_, s) => (
            <Tag color={s.active ? "green" : "default"}>
              {t(s.active ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
            </Tag>
          ),
        },
      ]}
    />
  );
}

function PackagesTab({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation();
  const { query, pagination } = usePartnerPage<ManagedPackage>(
    RESOURCE_ENDPOINTS.packages?.list ?? "package/list",
    partnerId,
  );
  return (
    <Table
      rowKey="id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data?.data ?? []}
      pagination={pagination}
      scroll={{ x: "max-content" }}
      data-testid="partner-packages"
      columns={[
        {
          key: "name",
          title: t("adminPartners.packages.name"),
          render: (_, p) => <Link to={`/admin/packages/show/${p.id}`}>{p.name}</Link>,
        },
        {
          key: "status",
          title: t("adminPartners.packages.status"),
          render: (_, p) => <PackageStatusTag status={p.status} />,
        },
        {
          key: "price",
          title: t("adminPartners.packages.startingPrice"),
          render: (_, p) =>
            p.starting_price === null ? "—" : <bdi>{formatMoney(p.starting_price, i18n.language)}</bdi>,
        },
        {
          key: "active",
          title: t("adminPartners.packages.active"),
          render: (_, p) => (
            <Tag color={p.active ? "green" : "default"}>
              {t(p.active ? "adminPartners.partners.active" : "adminPartners.partners.inactive")}
            </Tag>
          ),
        },
      ]}
    />
  );
}

function RatingsTab({ partner }: { partner: AdminPartnerDetails }) {
  const { t } = useTranslation();
  const { query, pagination } = usePartnerPage<Review>(ENDPOINTS.adminPartnerReviews, partner.id);
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
          loading={query.isFetching}
          dataSource={query.data?.data ?? []}
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

/** /admin/partners/show/:id: profile, services, packages, areas and ratings, with activate/deactivate. */
export default function PartnerShowPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canUpdate = useHasPermission("update-tenant");
  const { query } = useShow<AdminPartnerDetails>({ errorNotification: false });
  const partner = query.data?.data;
  const status = usePartnerStatus(() => void query.refetch());
  const tab = TABS.find((k) => k === params.get("tab")) ?? "profile";
  const none = "—";

  return (
    <AdminPage>
      <Show
        isLoading={query.isLoading}
        breadcrumb={false}
        title={
          partner ? (
            <Space wrap size={8}>
              <Avatar shape="square" src={partner.logo ?? undefined} alt="">
                {partner.name[0]}
              </Avatar>
              <span data-testid="partner-title">{partner.name}</span>
              <PartnerStatusTag status={partner.status} />
            </Space>
          ) : (
            t("adminPartners.partners.detailsTitle")
          )
        }
        headerButtons={() =>
          partner && canUpdate ? (
            partner.status === "active" ? (
              <Button
                danger
                loading={status.isPending}
                onClick={() => status.confirm([partner.id], "inactive", partner.name)}
                data-testid="partner-deactivate"
              >
                {t("adminPartners.partners.deactivate")}
              </Button>
            ) : (
              <Button
                type="primary"
                loading={status.isPending}
                onClick={() => status.confirm([partner.id], "active", partner.name)}
                data-testid="partner-activate"
              >
                {t("adminPartners.partners.activate")}
              </Button>
            )
          ) : null
        }
      >
        {partner ? (
          <Space direction="vertical" size="large" style={{ width: "100%" }}>
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
            <Tabs
              activeKey={tab}
              onChange={(key) => {
                const next = new URLSearchParams(params);
                next.set("tab", key);
                setParams(next, { replace: true });
              }}
              items={[
                {
                  key: "profile",
                  label: t("adminPartners.partners.tabs.profile"),
                  children: (
                    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="partner-profile">
                      <Descriptions.Item label={t("adminPartners.partners.nameEn")}>
                        {partner.name_en}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.nameAr")}>
                        <span dir="rtl">{partner.name_ar}</span>
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.email")}>
                        <bdi>{partner.email ?? none}</bdi>
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.phone")}>
                        <bdi dir="ltr">{partner.phone ?? none}</bdi>
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.licence")}>
                        <bdi>{partner.company?.trade_license_number ?? none}</bdi>
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.licenceExpiry")}>
                        {partner.company?.trade_license_expiry
                          ? ltr(formatDate(partner.company.trade_license_expiry))
                          : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.trn")}>
                        <bdi>{partner.company?.trn ?? none}</bdi>
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
                          none
                        )}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.users")} span={2}>
                        {partner.users.length
                          ? partner.users.map((u) => (
                              <div key={u.id}>
                                {u.first_name} {u.last_name} · <bdi>{u.email}</bdi>
                              </div>
                            ))
                          : none}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("adminPartners.partners.about")} span={2}>
                        <span style={{ whiteSpace: "pre-wrap" }}>{partner.about || none}</span>
                      </Descriptions.Item>
                    </Descriptions>
                  ),
                },
                {
                  key: "services",
                  label: t("adminPartners.partners.tabs.services"),
                  children: <ServicesTab partnerId={partner.id} />,
                },
                {
                  key: "packages",
                  label: t("adminPartners.partners.tabs.packages"),
                  children: <PackagesTab partnerId={partner.id} />,
                },
                {
                  key: "areas",
                  label: t("adminPartners.partners.tabs.areas"),
                  children: partner.areas.length ? (
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
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminPartners.partners.noAreas")} />
                  ),
                },
                {
                  key: "ratings",
                  label: t("adminPartners.partners.tabs.ratings"),
                  children: <RatingsTab partner={partner} />,
                },
              ]}
            />
          </Space>
        ) : null}
      </Show>
    </AdminPage>
  );
}
