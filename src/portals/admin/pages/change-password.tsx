import { ChangePasswordPanel } from "../../../components/account/change-password-form";

/** /admin/change-my-password */
export default function AdminChangePasswordPage() {
  return <ChangePasswordPanel />;
}
