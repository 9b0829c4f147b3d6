import { Space } from "antd";
import { DashboardWelcome } from "../../../components/portal/dashboard-welcome";
import { useKhidmaStore } from "../../../state";
import { DashboardFigures } from "../catalog/dashboard-figures";
import { OnboardingChecklist } from "../components/onboarding-checklist";

export default function PartnerDashboardPage() {
  const partnerId = useKhidmaStore((s) => s.session.partnerId);
  if (partnerId === null)
    return (
      <Space direction="vertical" size="middle" style={{ width: "100%" }}>
        <OnboardingChecklist />
        <DashboardWelcome introKey="dashboard.partnerIntro" />
      </Space>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <DashboardWelcome introKey="dashboard.partnerIntro" />
      <DashboardFigures />
    </Space>
  );
}
