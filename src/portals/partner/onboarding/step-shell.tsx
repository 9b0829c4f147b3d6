import "../../../i18n/modules/partner-onboarding";
import { Button, Divider, Flex, Typography } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PartnerApplication } from "../../../features/partner-applications/types";

export interface StepProps {
  app: PartnerApplication;
  /** The step was saved: the wizard moves on. */
  onSaved: (next: PartnerApplication) => void;
  /** A fresh application answer that does not end the step (logo, document upload or delete). */
  onApp: (next: PartnerApplication) => void;
  onDirty: (dirty: boolean) => void;
  onBack?: () => void;
  /** Steps without a save of their own (documents): go to the next step. */
  onNext: () => void;
}

/** Back and "Save and continue" at the bottom of a step (the submit button of the step's form). */
export function StepActions({
  saving,
  onBack,
  onContinue,
  label,
  busyLabel,
}: {
  saving?: boolean;
  onBack?: () => void;
  /** Without it the button submits the surrounding form. */
  onContinue?: () => void;
  label?: string;
  busyLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Divider style={{ marginBlock: 16 }} />
      <Flex justify="space-between" gap={8} wrap="wrap-reverse">
        {onBack ? <Button onClick={onBack}>{t("onboarding.back")}</Button> : <span />}
        <Button
          type="primary"
          htmlType={onContinue ? "button" : "submit"}
          onClick={onContinue}
          loading={saving}
          data-testid="step-continue"
        >
          {saving ? (busyLabel ?? t("onboarding.saving")) : (label ?? t("onboarding.saveContinue"))}
        </Button>
      </Flex>
    </>
  );
}

/** antd's "(optional)" mark in the UI language (antd's Arabic locale has none of its own). */
export const optionalMark =
  (t: TFunction) =>
  (label: ReactNode, { required }: { required: boolean }) => (
    <>
      {label}
      {required ? null : (
        <Typography.Text type="secondary" style={{ marginInlineStart: 4, fontWeight: "normal" }}>
          ({t("onboarding.documents.optional")})
        </Typography.Text>
      )}
    </>
  );
