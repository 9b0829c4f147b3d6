import "../../../i18n/modules/partner-onboarding";
import { Badge, Flex, Grid, Progress, Select, Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type PartnerApplication, STEP_KEYS, type StepKey } from "../../../features/partner-applications/types";

/** The step titles: the five steps, then review & submit. */
export const useStepTitles = () => {
  const { t } = useTranslation();
  return [...STEP_KEYS.map((k) => t(`onboarding.steps.${k}`)), t("onboarding.steps.review")];
};

/**
 * The wizard's steps: a Steps bar on wide screens; on phones "step n of 6", a done-count ring, a step picker and
 * an inline Steps strip. Steps the last submit found incomplete are marked in red.
 */
export function WizardSteps({
  app,
  active,
  errorTabs,
  onChange,
}: {
  app: PartnerApplication;
  active: number;
  errorTabs: StepKey[];
  onChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const titles = useStepTitles();

  const statusOf = (index: number): "wait" | "process" | "finish" | "error" => {
    const key = STEP_KEYS[index];
    if (key && errorTabs.includes(key)) return "error";
    if (index === active) return "process";
    if (key ? app.steps[key] : false) return "finish";
    return "wait";
  };

  const items = titles.map((title, index) => {
    const key = STEP_KEYS[index] ?? "review";
    const hasError = statusOf(index) === "error";
    return {
      title: (
        <span data-testid={`step-tab-${key}`} data-error={hasError ? "true" : undefined}>
          {hasError ? <Badge status="error" text={title} style={{ color: "inherit" }} /> : title}
        </span>
      ),
      status: statusOf(index),
    };
  });
  const doneCount = STEP_KEYS.filter((k) => app.steps[k]).length;

  if (screens.md)
    return (
      <Steps
        current={active}
        onChange={onChange}
        items={items}
        size="small"
        labelPlacement="vertical"
        style={{ marginBottom: 24 }}
        data-testid="onboarding-steps"
      />
    );
  return (
    <div style={{ marginBottom: 16 }} data-testid="onboarding-steps">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary">
          {t("onboarding.stepOf", { current: active + 1, total: titles.length })}
        </Typography.Text>
        <Progress
          type="circle"
          size={36}
          percent={Math.round((doneCount / STEP_KEYS.length) * 100)}
          format={() => `${doneCount}/${STEP_KEYS.length}`}
        />
      </Flex>
      <Select
        value={active}
        onChange={onChange}
        style={{ width: "100%", marginTop: 8 }}
        aria-label={t("onboarding.stepOf", { current: active + 1, total: titles.length })}
        options={items.map((item, index) => ({ value: index, label: item.title }))}
        labelRender={({ value }) => (
          <Typography.Text strong>
            {titles[Number(value)]}
            {errorTabs.length && STEP_KEYS[Number(value)] && errorTabs.includes(STEP_KEYS[Number(value)] as StepKey) ? (
              <Badge status="error" style={{ marginInlineStart: 6 }} />
            ) : null}
          </Typography.Text>
        )}
      />
      <Steps
        type="inline"
        current={active}
        onChange={onChange}
        items={items.map((item) => ({ ...item, title: "" }))}
        style={{ marginTop: 8 }}
      />
    </div>
  );
}
