import { DashboardWelcome } from "../../../components/portal/dashboard-welcome";

export default function AdminDashboardPage() {
  return <DashboardWelcome introKey="dashboard.adminIntro" />;
}
