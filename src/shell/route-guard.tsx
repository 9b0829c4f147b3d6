import { type ReactNode, useEffect, useMemo } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LoadingCard } from "../components/loading-card";
import { usePageTitle } from "../components/page-title";
import { decideAccess } from "../config/guard";
import { resolveRoute } from "../config/routes";
import { cleanSearchParams } from "../lib/url";
import { guardSessionOf, useKhidmaStore } from "../state";

/**
 * The route guard: a thin shell over the pure `decideAccess`, which also sends signed-out visitors to the login
 * page with the current page as `returnUrl`. Cleans the query string on every navigation (SPEC 4).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useKhidmaStore((s) => s.session);
  const hydrated = useKhidmaStore.persist?.hasHydrated?.() ?? true;
  const route = resolveRoute(location.pathname);
  usePageTitle(route.titleKey);

  const cleaned = cleanSearchParams(location.search);
  const search = location.search.replace(/^\?/, "");
  useEffect(() => {
    if (cleaned !== search)
      navigate({ pathname: location.pathname, search: cleaned, hash: location.hash }, { replace: true });
  }, [cleaned, search, location.pathname, location.hash, navigate]);

  const decision = useMemo(
    () => decideAccess(route, guardSessionOf(session), { pathname: location.pathname, search: location.search }),
    [route, session, location.pathname, location.search],
  );

  if (!hydrated) return <LoadingCard />;
  if (decision.type === "redirect") return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
