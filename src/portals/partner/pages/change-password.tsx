import { ChangePasswordPanel } from "../../../components/account/change-password-form";

/** /partner/change-my-password */
export default function PartnerChangePasswordPage() {
  return <ChangePasswordPanel />;
}
