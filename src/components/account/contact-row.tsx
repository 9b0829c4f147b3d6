import { Button, Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One contact (phone or email): its value and verified tag, a "Change" button, and the change flow when open. */
export function ContactRow({
  icon,
  label,
  value,
  verified,
  open,
  onToggle,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string | null | undefined;
  verified: boolean;
  open: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Flex gap={12} align="center" wrap justify="space-between">
        <Flex gap={12} align="center">
          <span style={{ color: "var(--kh-primary)", fontSize: 18 }} aria-hidden="true">
            {icon}
          </span>
          <span>
            <Typography.Text type="secondary" style={{ display: "block", fontSize: 13 }}>
              {label}
            </Typography.Text>
            {value ? (
              <Typography.Text strong dir="ltr" data-testid={`${testId}-value`}>
                {value}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t("account.contact.notSet")}</Typography.Text>
            )}
            {value ? (
              <Tag color={verified ? "green" : "default"} style={{ marginInlineStart: 8 }}>
                {verified ? t("account.contact.verified") : t("account.contact.notVerified")}
              </Tag>
            ) : null}
          </span>
        </Flex>
        {open ? null : (
          <Button onClick={onToggle} aria-label={`${t("account.contact.change")} ${label}`}>
            {t("account.contact.change")}
          </Button>
        )}
      </Flex>
      {open ? <div style={{ marginTop: 16 }}>{children}</div> : null}
    </div>
  );
}
