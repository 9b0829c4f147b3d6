import "../../../../i18n/modules/admin-access";
import { CheckCircleTwoTone, KeyOutlined } from "@ant-design/icons";
import { EditButton, Show } from "@refinedev/antd";
import { useCan, useShow } from "@refinedev/core";
import { Button, Card, Col, Descriptions, Grid, Row, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccessPage } from "../../../../features/access/access-page";
import { StatusTag, TypeTag } from "../../../../features/access/tags";
import type { AdminUser } from "../../../../features/access/types";
import { formatDateTime } from "../../../../lib/format";
import { ChangePasswordDialog } from "./change-password-dialog";

/** /admin/users/show/:id: the account, its roles and partner, and the password action. */
export default function UserShowPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const when = (v: string) => <bdi dir="ltr">{formatDateTime(v)}</bdi>;
  const { query } = useShow<AdminUser>({ errorNotification: false });
  const user = query.data?.data;
  const { data: canPassword } = useCan({ resource: "admin-users", action: "password" });
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string } | null>(null);
  const verified = (at: string | null) =>
    at ? (
      <Space size={4}>
        <CheckCircleTwoTone twoToneColor="#52c41a" />
        {when(at)}
      </Space>
    ) : (
      t("adminAccess.common.no")
    );

  return (
    <AccessPage testId="admin-user-show">
      <Show
        title={t("adminAccess.users.showTitle")}
        breadcrumb={false}
        isLoading={query.isLoading}
        headerButtons={() => (
          <Space wrap>
            {canPassword?.can && user ? (
              <Button icon={<KeyOutlined />} onClick={() => setPasswordFor({ id: user.id, name: user.name })}>
                {t("adminAccess.users.changePassword")}
              </Button>
            ) : null}
            {user ? <EditButton recordItemId={user.id}>{t("adminAccess.common.edit")}</EditButton> : null}
          </Space>
        )}
      >
        {user ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card size="small" title={t("adminAccess.users.account")}>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {user.name} <StatusTag status={user.status} />
                </Typography.Title>
                <Descriptions column={1} size="small" bordered layout={screens.sm ? "horizontal" : "vertical"}>
                  <Descriptions.Item label={t("adminAccess.users.email")}>
                    <bdi>{user.email}</bdi>
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.phone")}>
                    {user.phone ? <bdi dir="ltr">{user.phone}</bdi> : "—"}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.gender")}>
                    {user.gender ? t(`adminAccess.users.genders.${user.gender}`) : "—"}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.emailVerified")}>
                    {verified(user.email_verified_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.phoneVerified")}>
                    {verified(user.phone_verified_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.lastLogin")}>
                    {user.last_login_at ? when(user.last_login_at) : t("adminAccess.common.never")}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.createdAt")}>
                    {when(user.created_at)}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={t("adminAccess.users.access")}>
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t("adminAccess.users.type")}>
                    {user.user_type ? <TypeTag type={user.user_type} /> : t("adminAccess.common.none")}
                  </Descriptions.Item>
                  <Descriptions.Item label={t("adminAccess.users.roles")}>
                    <Space size={[4, 4]} wrap data-testid="user-show-roles">
                      {user.roles.length
                        ? user.roles.map((r) => (
                            <Tag key={r.id} color={r.is_default ? "blue" : undefined}>
                              {r.name}
                            </Tag>
                          ))
                        : t("adminAccess.common.none")}
                    </Space>
                  </Descriptions.Item>
                  {user.partner_id ? (
                    <Descriptions.Item label={t("adminAccess.users.partner")}>
                      {user.partner_name ?? `#${user.partner_id}`}
                    </Descriptions.Item>
                  ) : null}
                </Descriptions>
              </Card>
            </Col>
          </Row>
        ) : null}
      </Show>
      {passwordFor ? <ChangePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} /> : null}
    </AccessPage>
  );
}
