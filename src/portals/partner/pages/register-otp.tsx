import { RegisterOtpScreen } from "../../../components/auth/register-otp-screen";

/** /partner/register/otp: the code sent to `?phone=`; success signs the partner in and opens /partner/dashboard. */
export default function PartnerRegisterOtpPage() {
  return <RegisterOtpScreen asPartner />;
}
