import "../../i18n/modules/account";
import { Avatar, Card, Descriptions, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../features/settings/use-formatters";
import { activeRole, type User, useKhidmaStore } from "../../state";

/** "AK" for Aisha Khan. */
export const initialsOf = (user: Pick<User, "first_name" | "last_name"> | null | undefined): string =>
  [user?.first_name, user?.last_name]
    .map((part) => (part ?? "").trim().charAt(0))
    .join("")
    .toUpperCase();

export const fullNameOf = (user: Pick<User, "first_name" | "last_name"> | null | undefined): string =>
  [user?.first_name, user?.last_name].filter(Boolean).join(" ");

/** The partner's display name when the API sends one with partner_details (name, name_en / name_ar). */
export const partnerNameOf = (user: User | null | undefined, language: string): string | null => {
  const details = user?.partner_details as (Record<string, unknown> & { id: number | null }) | null | undefined;
  if (!details) return null;
  const pick = (key: string) => (typeof details[key] === "string" && details[key] ? String(details[key]) : null);
  return (language.startsWith("ar") ? pick("name_ar") : pick("name_en")) ?? pick("name") ?? pick("name_en");
};

export interface ProfileCardProps {
  title?: ReactNode;
  /** Buttons or links in the card's header. */
  extra?: ReactNode;
}

/** The signed-in user's details: name, email, phone, gender, active role, last login (Asia/Dubai), partner. */
export function ProfileCard({ title, extra }: ProfileCardProps) {
  const { t, i18n } = useTranslation();
  const session = useKhidmaStore((s) => s.session);
  const fmt = useFormatters();
  const user = session.user;
  if (!user) return null;
  const notSet = <Typography.Text type="secondary">{t("account.card.notSet")}</Typography.Text>;
  const role = activeRole(session)?.name ?? session.defaultRole;
  const partnerName = partnerNameOf(user, i18n.language);
  const partnerId = user.partner_details?.id ?? null;
  const gender = user.gender && ["female", "male", "other"].includes(user.gender) ? user.gender : null;

  return (
    <Card title={title ?? t("account.card.title")} extra={extra} data-testid="profile-card">
      <Space align="center" size="middle" style={{ marginBottom: 16 }}>
        <Avatar size={56} src={user.user_profile || undefined} style={{ background: "var(--kh-primary)" }}>
          {initialsOf(user)}
        </Avatar>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="profile-name">
            {fullNameOf(user)}
          </Typography.Title>
          {role ? <Typography.Text type="secondary">{role}</Typography.Text> : null}
        </div>
      </Space>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t("account.card.name")}>{fullNameOf(user) || notSet}</Descriptions.Item>
        <Descriptions.Item label={t("account.card.email")}>
          {user.email ? <span dir="ltr">{user.email}</span> : notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t("account.card.phone")}>
          {user.phone ? <span dir="ltr">{user.phone}</span> : notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t("account.card.gender")}>
          {gender ? t(`account.gender.${gender}`) : notSet}
        </Descriptions.Item>
        <Descriptions.Item label={t("account.card.role")}>{role || notSet}</Descriptions.Item>
        <Descriptions.Item label={t("account.card.lastLogin")}>
          {user.last_login_at ? (
            <span dir="ltr" data-testid="profile-last-login">
              {fmt.dateTime(user.last_login_at)}
            </span>
          ) : (
            t("account.card.never")
          )}
        </Descriptions.Item>
        {partnerName || partnerId !== null ? (
          <Descriptions.Item label={t("account.card.partner")}>
            {partnerName ?? t("account.card.partnerId", { id: partnerId })}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

export default ProfileCard;
