import "../../../i18n/modules/partner-onboarding";
import { Button, Result, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingCard } from "../../../components/loading-card";
import type { PartnerApplication } from "../../../features/partner-applications/types";
import { useCurrentApplication, useRefreshApplications } from "../onboarding/api";
import { LockedApplication } from "../onboarding/locked-application";
import { Wizard } from "../onboarding/wizard";

/**
 * /partner/on-boarding: the five-step application wizard (company, contact & bank, documents, serviceable areas,
 * services) and review & submit. Each step is saved on the server, so the partner resumes at `current_step`.
 * Submitted, under review or decided applications are shown read-only.
 */
export default function PartnerOnboardingPage() {
  const { t } = useTranslation();
  const current = useCurrentApplication();
  const refresh = useRefreshApplications();
  // The answer of the last save, at once: the read of partner/application/current answers a moment later, after
  // the next step has mounted with its initial values.
  const [latest, setLatest] = useState<PartnerApplication | null>(null);
  const onApp = (next: PartnerApplication) => {
    setLatest(next);
    void refresh();
  };

  if (current.isLoading) return <LoadingCard />;
  if (current.isError)
    return (
      <Result
        status="warning"
        title={t("onboarding.loadError")}
        extra={<Button onClick={() => void current.refetch()}>{t("onboarding.retry")}</Button>}
      />
    );
  const read = current.app;
  if (!read)
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
  const app = latest && latest.id === read.id && latest.updated_at >= read.updated_at ? latest : read;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("onboarding.title")}
      </Typography.Title>
      {app.is_editable ? <Wizard app={app} onApp={onApp} /> : <LockedApplication app={app} />}
    </>
  );
}
