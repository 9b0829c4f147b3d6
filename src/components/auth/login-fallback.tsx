import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LoadingCard } from "../loading-card";
import { AuthLayout } from "./auth-layout";

/** The staff sign-in pages, by path: their title and subtitle keys (the core strings, in the entry chunk). */
const SIGN_IN_PAGES: Record<string, readonly [title: string, subtitle: string]> = {
  "/admin/login": ["auth.adminLoginTitle", "auth.adminLoginSubtitle"],
  "/partner/login": ["auth.partnerLoginTitle", "auth.partnerLoginSubtitle"],
};

/**
 * What a portal shows while refine + antd and its page load (shell/scope.tsx). On a staff sign-in page that is the
 * page itself, its form's place kept at the form's height (312 px), so its heading paints at once and nothing moves
 * when the form arrives (Lighthouse: the largest paint is the heading, not the form's arrival); elsewhere the
 * loading card.
 */
export function PortalFallback() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = SIGN_IN_PAGES[pathname.replace(/\/+$/, "")];
  if (!page) return <LoadingCard />;
  return (
    <AuthLayout title={t(page[0])} subtitle={t(page[1])}>
      <div className="kh-auth-form-pending" role="status" aria-label={t("common.loading")} />
    </AuthLayout>
  );
}
