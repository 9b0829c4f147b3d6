import "../../../i18n/modules/partner-onboarding";
import { CheckCircleFilled, ExclamationCircleFilled } from "@ant-design/icons";
import { Button, Card, Form, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApplicationSections } from "../../../features/partner-applications/application-details";
import { type PartnerApplication, STEP_KEYS, type StepKey } from "../../../features/partner-applications/types";
import { useSubmitApplication } from "./api";
import { StepActions } from "./step-shell";

/** Step 6: every step read-only with its state and an Edit link, an optional message, and Submit. */
export function ReviewStep({
  app,
  errorTabs,
  onEdit,
  onBack,
  onSubmitted,
  onSubmitFailed,
}: {
  app: PartnerApplication;
  errorTabs: StepKey[];
  onEdit: (index: number) => void;
  onBack: () => void;
  onSubmitted: (next: PartnerApplication) => void;
  onSubmitFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const sections = useApplicationSections(app);
  const [comment, setComment] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const submitApplication = useSubmitApplication();

  const submit = async () => {
    setSubmitting(true);
    try {
      onSubmitted(await submitApplication(comment.trim() || undefined));
    } catch (error) {
      onSubmitFailed(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div>
      <Typography.Paragraph>{t("onboarding.review.intro")}</Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        {sections.map((section) => {
          const index = STEP_KEYS.indexOf(section.key);
          const done = app.steps[section.key] && !errorTabs.includes(section.key);
          return (
            <Card
              key={section.key}
              size="small"
              data-testid={`review-${section.key}`}
              title={
                <Space wrap size={6}>
                  {done ? (
                    <CheckCircleFilled style={{ color: "#52c41a" }} />
                  ) : (
                    <ExclamationCircleFilled style={{ color: "#ff4d4f" }} />
                  )}
                  {section.title}
                  <Tag color={done ? "success" : "error"}>
                    {t(done ? "onboarding.review.complete" : "onboarding.review.incomplete")}
                  </Tag>
                </Space>
              }
              extra={
                <Button type="link" size="small" onClick={() => onEdit(index)}>
                  {t("onboarding.review.edit")}
                </Button>
              }
            >
              {section.content}
            </Card>
          );
        })}
      </Space>
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label={t("onboarding.review.comment")} htmlFor="application-comment">
          <Input.TextArea
            id="application-comment"
            rows={3}
            maxLength={2000}
            showCount
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </Form.Item>
      </Form>
      <StepActions
        saving={submitting}
        onBack={onBack}
        onContinue={submit}
        busyLabel={t("onboarding.review.submitting")}
        label={t(app.status === "changes-requested" ? "onboarding.review.resubmit" : "onboarding.review.submit")}
      />
    </div>
  );
}
