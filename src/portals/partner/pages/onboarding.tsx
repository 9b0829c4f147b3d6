import "../../../i18n/modules/partner-onboarding";
import { ExclamationCircleFilled } from "@ant-design/icons";
import {
  Alert,
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Modal,
  Progress,
  Result,
  Select,
  Space,
  Steps,
  Tabs,
  Typography,
} from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { getNotifier, isApiError } from "../../../api";
import { LoadingCard } from "../../../components/loading-card";
import {
  ApplicationTimeline,
  ltr,
  StatusTag,
  useApplicationSections,
} from "../../../features/partner-applications/application-details";
import {
  latestAdminComment,
  type PartnerApplication,
  REVIEW_STEP,
  STEP_KEYS,
  type StepKey,
} from "../../../features/partner-applications/types";
import { formatDateTime } from "../../../lib/format";
import { useUnsavedChanges } from "../components/use-unsaved-changes";
import { useApplicationCache, useCurrentApplication } from "../onboarding/api";
import { AreasStep } from "../onboarding/step-areas";
import { CompanyStep } from "../onboarding/step-company";
import { ContactBankStep } from "../onboarding/step-contact-bank";
import { DocumentsStep } from "../onboarding/step-documents";
import { ReviewStep } from "../onboarding/step-review";
import { ServicesStep } from "../onboarding/step-services";
import type { StepProps } from "../onboarding/step-shell";

/**
 * /partner/on-boarding: the five-step application wizard (company, contact & bank, documents, serviceable areas,
 * services) and review & submit. Each step is saved on the server, so the partner resumes at `current_step`.
 * Submitted, under review or decided applications are shown read-only.
 */
export default function PartnerOnboardingPage() {
  const { t } = useTranslation();
  const current = useCurrentApplication();

  if (current.isLoading) return <LoadingCard />;
  if (current.isError)
    return (
      <Result
        status="warning"
        title={t("onboarding.loadError")}
        extra={<Button onClick={() => void current.refetch()}>{t("onboarding.retry")}</Button>}
      />
    );
  const app = current.data;
  if (!app)
    return (
      <Result
        status="success"
        title={t("onboarding.alreadyPartner")}
        extra={
          <Link to="/partner/dashboard">
            <Button type="primary">{t("onboarding.toDashboard")}</Button>
          </Link>
        }
      />
    );
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("onboarding.title")}
      </Typography.Title>
      {app.is_editable ? <Wizard app={app} /> : <LockedApplication app={app} />}
    </>
  );
}

/** The latest reviewer comment, prominently (changes requested or rejected). */
export function ReviewerComment({ app, title, body }: { app: PartnerApplication; title: string; body?: string }) {
  const { t } = useTranslation();
  const comment = latestAdminComment(app);
  return (
    <Alert
      type={app.status === "rejected" ? "error" : "warning"}
      showIcon
      data-testid="reviewer-comment"
      style={{ marginBottom: 16 }}
      message={<Typography.Text strong>{title}</Typography.Text>}
      description={
        <Space direction="vertical" size={4}>
          {body ? <span>{body}</span> : null}
          {comment?.comment ? (
            <blockquote
              dir="auto"
              style={{
                margin: 0,
                paddingInlineStart: 12,
                borderInlineStart: "3px solid currentColor",
                whiteSpace: "pre-wrap",
                fontSize: 15,
              }}
            >
              {comment.comment}
            </blockquote>
          ) : null}
          {comment ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("onboarding.changes.by", {
                name: comment.author_name ?? t("partnerApplicationView.reviewer"),
                date: ltr(formatDateTime(comment.created_at)),
              })}
            </Typography.Text>
          ) : null}
        </Space>
      }
    />
  );
}

function Wizard({ app: cached }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  // The answer of the last save, at once: the query cache notifies a tick later, after the next step has mounted
  // with its initial values.
  const [latest, setLatest] = useState<PartnerApplication | null>(null);
  const app = latest && latest.updated_at >= cached.updated_at ? latest : cached;
  const screens = Grid.useBreakpoint();
  const [modal, modalHolder] = Modal.useModal();
  const updateCache = useApplicationCache();
  const [active, setActive] = useState(() => Math.min(Math.max(app.current_step, 0), REVIEW_STEP));
  const [dirty, setDirty] = useState(false);
  // SPEC 3 (applications state): which tabs the last submit found incomplete, and its messages per tab.
  const [haveErrorsInTabs, setHaveErrorsInTabs] = useState<StepKey[]>([]);
  const [errorsInForms, setErrorsInForms] = useState<Partial<Record<StepKey, string[]>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  useUnsavedChanges(dirty, t("onboarding.unsaved"));

  const titles = [...STEP_KEYS.map((k) => t(`onboarding.steps.${k}`)), t("onboarding.steps.review")];

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

  const clearTabError = (next: PartnerApplication, key: StepKey | undefined) => {
    if (!key || !next.steps[key]) return;
    setHaveErrorsInTabs((tabs) => tabs.filter((k) => k !== key));
    setErrorsInForms((all) => {
      const { [key]: _gone, ...rest } = all;
      return rest;
    });
  };

  const onApp = (next: PartnerApplication) => {
    setLatest(next);
    updateCache(next);
    clearTabError(next, STEP_KEYS[active]);
  };

  const onSaved = (next: PartnerApplication) => {
    setDirty(false);
    setLatest(next);
    updateCache(next);
    clearTabError(next, STEP_KEYS[active]);
    getNotifier().success(t("onboarding.saved"));
    show(Math.min(active + 1, REVIEW_STEP));
  };

  const onSubmitFailed = (error: unknown) => {
    const errors = isApiError(error) ? (error.errors ?? {}) : {};
    const byStep: Partial<Record<StepKey, string[]>> = {};
    const rest: string[] = [];
    for (const [key, messages] of Object.entries(errors)) {
      if ((STEP_KEYS as readonly string[]).includes(key)) byStep[key as StepKey] = messages;
      else rest.push(...messages);
    }
    if (!Object.keys(byStep).length && !rest.length) rest.push((error as Error).message);
    setHaveErrorsInTabs(STEP_KEYS.filter((k) => byStep[k]));
    setErrorsInForms(byStep);
    setOtherErrors(rest);
  };

  const onSubmitted = (next: PartnerApplication) => {
    setHaveErrorsInTabs([]);
    setErrorsInForms({});
    setOtherErrors([]);
    updateCache(next);
    getNotifier().success(t("onboarding.review.submitted"));
    window.scrollTo?.({ top: 0 });
  };

  const stepProps: StepProps = {
    app,
    onSaved,
    onApp,
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
      errorTabs={haveErrorsInTabs}
      onEdit={goTo}
      onBack={() => goTo(REVIEW_STEP - 1)}
      onSubmitted={onSubmitted}
      onSubmitFailed={onSubmitFailed}
    />,
  ][active];

  const statusOf = (index: number): "wait" | "process" | "finish" | "error" => {
    const key = STEP_KEYS[index];
    if (key && haveErrorsInTabs.includes(key)) return "error";
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

  return (
    <>
      {modalHolder}
      {app.status === "changes-requested" ? (
        <ReviewerComment app={app} title={t("onboarding.changes.title")} body={t("onboarding.changes.body")} />
      ) : (
        <Typography.Paragraph type="secondary">{t("onboarding.subtitle")}</Typography.Paragraph>
      )}
      {haveErrorsInTabs.length || otherErrors.length ? (
        <Alert
          type="error"
          showIcon
          data-testid="submit-errors"
          style={{ marginBottom: 16 }}
          message={t("onboarding.review.errorsTitle")}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {haveErrorsInTabs.map((key) => (
                <li key={key}>
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => goTo(STEP_KEYS.indexOf(key))}>
                    {t(`onboarding.steps.${key}`)}
                  </Button>
                  : {(errorsInForms[key] ?? []).join(" ")}
                </li>
              ))}
              {otherErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Card styles={{ body: { padding: screens.md ? 24 : 16 } }}>
        {screens.md ? (
          <Steps
            current={active}
            onChange={goTo}
            items={items}
            size="small"
            labelPlacement="vertical"
            style={{ marginBottom: 24 }}
            data-testid="onboarding-steps"
          />
        ) : (
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
              onChange={goTo}
              style={{ width: "100%", marginTop: 8 }}
              aria-label={t("onboarding.stepOf", { current: active + 1, total: titles.length })}
              options={items.map((item, index) => ({ value: index, label: item.title }))}
              labelRender={({ value }) => (
                <Typography.Text strong>
                  {titles[Number(value)]}
                  {haveErrorsInTabs.length &&
                  STEP_KEYS[Number(value)] &&
                  haveErrorsInTabs.includes(STEP_KEYS[Number(value)] as StepKey) ? (
                    <Badge status="error" style={{ marginInlineStart: 6 }} />
                  ) : null}
                </Typography.Text>
              )}
            />
            <Steps
              type="inline"
              current={active}
              onChange={goTo}
              items={items.map((item) => ({ ...item, title: "" }))}
              style={{ marginTop: 8 }}
            />
          </div>
        )}
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {titles[active]}
        </Typography.Title>
        {body}
      </Card>
    </>
  );
}

/** Submitted, under review, approved or rejected: everything read-only, with the status and the comments. */
function LockedApplication({ app }: { app: PartnerApplication }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useApplicationSections(app);
  const pending = app.status === "submitted" || app.status === "under-review";
  const title = t(
    `onboarding.locked.${app.status === "draft" || app.status === "changes-requested" ? "submitted" : app.status}`,
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      {app.status === "rejected" ? (
        <ReviewerComment app={app} title={title} body={t("onboarding.locked.rejectedBody")} />
      ) : (
        <Alert
          type={app.status === "approved" ? "success" : "info"}
          showIcon
          data-testid="application-locked"
          message={
            <Space wrap>
              <Typography.Text strong>{title}</Typography.Text>
              <StatusTag status={app.status} label={app.status_label} />
            </Space>
          }
          description={t(pending ? "onboarding.locked.pendingBody" : "onboarding.locked.approvedBody")}
          action={
            app.status === "approved" ? (
              <Button type="primary" onClick={() => navigate("/partner/dashboard")}>
                {t("onboarding.toDashboard")}
              </Button>
            ) : undefined
          }
        />
      )}
      <Card>
        <Tabs items={sections.map((s) => ({ key: s.key, label: s.title, children: s.content }))} />
      </Card>
      <Card title={t("partnerApplicationView.timeline")} size="small">
        <ApplicationTimeline app={app} />
      </Card>
      <Link to={`/partner/application/view/${app.id}`}>{t("onboarding.locked.view")}</Link>
    </Space>
  );
}
