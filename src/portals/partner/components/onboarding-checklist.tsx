import "../../../i18n/modules/partner-onboarding";
import { CheckCircleFilled, ClockCircleOutlined } from "@ant-design/icons";
import { Button, Card, Flex, List, Progress, Space, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StatusTag } from "../../../features/partner-applications/application-details";
import { STEP_KEYS } from "../../../features/partner-applications/types";
import { useReloadSession } from "../../../features/session/use-reload-session";
import { useCurrentApplication } from "../onboarding/api";

/**
 * The dashboard of a partner without a partner profile: the five onboarding steps ticked from the application's
 * step flags, then the submission, and the way back into the wizard.
 */
export function OnboardingChecklist() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { app } = useCurrentApplication();
  const reloadSession = useReloadSession();
  const approvedPartnerId = app?.partner_id ?? null;
  // Approved while signed in: the session still has no partner profile; read it again so the dashboard, menu and
  // guard see the new partner profile without signing in again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per approval, not on every render's new function
  useEffect(() => {
    if (approvedPartnerId !== null) void reloadSession();
  }, [approvedPartnerId]);
  if (!app) return null;
  const submitted = app.status !== "draft" && app.status !== "changes-requested";
  const items = [
    ...STEP_KEYS.map((key) => ({ key, label: t(`onboarding.steps.${key}`), done: app.steps[key] })),
    { key: "submit", label: t("onboardingChecklist.submit"), done: submitted },
  ];
  const done = items.filter((i) => i.done).length;
  return (
    <Card data-testid="onboarding-checklist">
      <Flex justify="space-between" align="flex-start" gap={16} wrap="wrap">
        <div style={{ flex: "1 1 260px" }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t("onboardingChecklist.title")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("onboardingChecklist.intro")}</Typography.Paragraph>
          <Space wrap>
            <Typography.Text>{t("onboardingChecklist.status")}:</Typography.Text>
            <StatusTag status={app.status} label={app.status_label} />
          </Space>
        </div>
        <Progress
          type="circle"
          size={80}
          percent={Math.round((done / items.length) * 100)}
          format={() => `${done}/${items.length}`}
          aria-label={t("onboardingChecklist.progress", { done, total: items.length })}
        />
      </Flex>
      <List
        style={{ marginBlock: 16 }}
        dataSource={items}
        renderItem={(item) => (
          <List.Item data-testid={`checklist-${item.key}`} data-done={item.done ? "true" : "false"}>
            <Space>
              {item.done ? (
                <CheckCircleFilled style={{ color: "#52c41a", fontSize: 18 }} aria-hidden />
              ) : (
                <ClockCircleOutlined style={{ color: "#bfbfbf", fontSize: 18 }} aria-hidden />
              )}
              <Typography.Text type={item.done ? undefined : "secondary"}>{item.label}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {submitted ? (
        <Button onClick={() => navigate(`/partner/application/view/${app.id}`)}>{t("onboardingChecklist.view")}</Button>
      ) : (
        <Button type="primary" size="large" onClick={() => navigate("/partner/on-boarding")}>
          {t("onboardingChecklist.continue")}
        </Button>
      )}
    </Card>
  );
}
