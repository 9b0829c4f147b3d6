import { RegisterOtpScreen } from "../../../../components/auth/register-otp-screen";

/** /register/otp and /registration/otp: the code sent to `?phone=`; success signs the customer in. */
export default function RegisterOtpPage() {
  return <RegisterOtpScreen />;
}
