import "../../../i18n/modules/partner-onboarding";
import { ExclamationCircleFilled } from "@ant-design/icons";
import { Card, Grid, Modal, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { getNotifier } from "../../../api";
import {
  type PartnerApplication,
  REVIEW_STEP,
  STEP_KEYS,
  type StepKey,
} from "../../../features/partner-applications/types";
import { useUnsavedChanges } from "../components/use-unsaved-changes";
import { ReviewerComment } from "./reviewer-comment";
import { AreasStep } from "./step-areas";
import { CompanyStep } from "./step-company";
import { ContactBankStep } from "./step-contact-bank";
import { DocumentsStep } from "./step-documents";
import { ReviewStep } from "./step-review";
import { ServicesStep } from "./step-services";
import type { StepProps } from "./step-shell";
import { NO_SUBMIT_ERRORS, SubmitErrorList, type SubmitErrors, submitErrorsOf } from "./submit-errors";
import { useStepTitles, WizardSteps } from "./wizard-steps";

/**
 * The five steps and review & submit of an editable application. `onApp` hands every fresh application answer
 * (a save, an upload, the submit) to the page, which shows it at once and has the application reads refreshed.
 */
export function Wizard({ app, onApp }: { app: PartnerApplication; onApp: (next: PartnerApplication) => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [modal, modalHolder] = Modal.useModal();
  const [active, setActive] = useState(() => Math.min(Math.max(app.current_step, 0), REVIEW_STEP));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<SubmitErrors>(NO_SUBMIT_ERRORS);
  useUnsavedChanges(dirty, t("onboarding.unsaved"));
  const titles = useStepTitles();

  const show = (index: number) => {
    setActive(index);
    window.scrollTo?.({ top: 0, behavior: "smooth" });
  };

  const goTo = (index: number) => {
    if (index === active) return;
    if (!dirty) return show(index);
    modal.confirm({
      title: t("onboarding.discardTitle"),
      content: t("onboarding.discardBody"),
      icon: <ExclamationCircleFilled />,
      okText: t("onboarding.discard"),
      okButtonProps: { danger: true },
      cancelText: t("onboarding.stay"),
      onOk: () => {
        setDirty(false);
        show(index);
      },
    });
  };

  /** A step the server now finds complete loses its submit error. */
  const clearTabError = (next: PartnerApplication, key: StepKey | undefined) => {
    if (!key || !next.steps[key]) return;
    setErrors((all) => {
      const { [key]: _gone, ...byTab } = all.byTab;
      return { ...all, tabs: all.tabs.filter((k) => k !== key), byTab };
    });
  };

  const onFresh = (next: PartnerApplication) => {
    onApp(next);
    clearTabError(next, STEP_KEYS[active]);
  };

  const onSaved = (next: PartnerApplication) => {
    setDirty(false);
    onFresh(next);
    getNotifier().success(t("onboarding.saved"));
    show(Math.min(active + 1, REVIEW_STEP));
  };

  const onSubmitted = (next: PartnerApplication) => {
    setErrors(NO_SUBMIT_ERRORS);
    onApp(next);
    getNotifier().success(t("onboarding.review.submitted"));
    window.scrollTo?.({ top: 0 });
  };

  const stepProps: StepProps = {
    app,
    onSaved,
    onApp: onFresh,
    onDirty: setDirty,
    onBack: active > 0 ? () => goTo(active - 1) : undefined,
    onNext: () => show(Math.min(active + 1, REVIEW_STEP)),
  };
  const body: ReactNode = [
    <CompanyStep key="company" {...stepProps} />,
    <ContactBankStep key="contact_bank" {...stepProps} />,
    <DocumentsStep key="documents" {...stepProps} />,
    <AreasStep key="areas" {...stepProps} />,
    <ServicesStep key="services" {...stepProps} />,
    <ReviewStep
      key="review"
      app={app}
      errorTabs={errors.tabs}
      onEdit={goTo}
      onBack={() => goTo(REVIEW_STEP - 1)}
      onSubmitted={onSubmitted}
      onSubmitFailed={(error) => setErrors(submitErrorsOf(error))}
    />,
  ][active];

  return (
    <>
      {modalHolder}
      {app.status === "changes-requested" ? (
        <ReviewerComment app={app} title={t("onboarding.changes.title")} body={t("onboarding.changes.body")} />
      ) : (
        <Typography.Paragraph type="secondary">{t("onboarding.subtitle")}</Typography.Paragraph>
      )}
      <SubmitErrorList errors={errors} onOpen={goTo} />
      <Card styles={{ body: { padding: screens.md ? 24 : 16 } }}>
        <WizardSteps app={app} active={active} errorTabs={errors.tabs} onChange={goTo} />
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {titles[active]}
        </Typography.Title>
        {body}
      </Card>
    </>
  );
}
