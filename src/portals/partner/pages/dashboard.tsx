import { Space } from "antd";
import { lazy, Suspense } from "react";
import { DashboardWelcome } from "../../../components/portal/dashboard-welcome";
import { useKhidmaStore } from "../../../state";
import { DashboardFigures } from "../catalog/dashboard-figures";
import { AccountStatusBanner } from "../components/account-status-banner";

// Only a partner without a partner profile (still onboarding) sees the checklist: its code, the application's
// status tag and the onboarding strings (about 11 KiB gzip) load for them alone, not on every partner's dashboard.
const OnboardingChecklist = lazy(() =>
  import("../components/onboarding-checklist").then((m) => ({ default: m.OnboardingChecklist })),
);

export default function PartnerDashboardPage() {
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  if (partnerId === null)
    return (
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <Suspense fallback={null}>
          <OnboardingChecklist />
        </Suspense>
        <DashboardWelcome introKey="dashboard.partnerIntro" />
      </Space>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <AccountStatusBanner />
      <DashboardWelcome introKey="dashboard.partnerIntro" />
      <DashboardFigures />
    </Space>
  );
}
