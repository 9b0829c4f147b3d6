import { DashboardWelcome } from "../../../components/portal/dashboard-welcome";

export default function PartnerDashboardPage() {
  return <DashboardWelcome introKey="dashboard.partnerIntro" />;
}
