import { LoginForm } from "../../../components/auth/login-form";
import { StaffSignInLayout } from "../../../components/auth/staff-sign-in-layout";

/** /admin/login: drawn without refine or antd (app.tsx routes it outside the portal's scope). */
export default function AdminLoginPage() {
  return (
    <StaffSignInLayout portal="admin">
      <LoginForm />
    </StaffSignInLayout>
  );
}
