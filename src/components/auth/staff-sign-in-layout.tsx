import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { preloadScope } from "../../shell/scope";
import { AuthLayout } from "./auth-layout";

/** The staff sign-in pages: their title and subtitle keys (the core strings, in the entry chunk). */
const STAFF_SIGN_IN = {
  admin: ["auth.adminLoginTitle", "auth.adminLoginSubtitle"],
  partner: ["auth.partnerLoginTitle", "auth.partnerLoginSubtitle"],
} as const;

/**
 * /admin/login and /partner/login: the auth layout with the portal's heading, around the sign-in form. Without
 * `children` (while the form's small chunk loads) the form's place is kept at its height (312 px), so the heading
 * paints at once and nothing moves when the form arrives. The first touch, click or focus inside the form starts
 * loading refine + antd and the portal (shell/scope.tsx), which the page itself does not need, so the dashboard
 * follows the sign-in without a wait.
 */
export function StaffSignInLayout({ portal, children }: { portal: keyof typeof STAFF_SIGN_IN; children?: ReactNode }) {
  const { t } = useTranslation();
  const [title, subtitle] = STAFF_SIGN_IN[portal];
  const asked = useRef(false);
  const preload = () => {
    if (asked.current) return;
    asked.current = true;
    preloadScope(`/${portal}/`);
  };
  return (
    <AuthLayout title={t(title)} subtitle={t(subtitle)}>
      {children ? (
        <div onPointerDownCapture={preload} onFocusCapture={preload}>
          {children}
        </div>
      ) : (
        <div className="kh-auth-form-pending" role="status" aria-label={t("common.loading")} />
      )}
    </AuthLayout>
  );
}
