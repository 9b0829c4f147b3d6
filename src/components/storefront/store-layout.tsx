import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { WEB_VIEW_FLAG } from "../../config/constants";
import { BackToTop } from "../back-to-top";
import { StoreFooter } from "./footer";
import { StoreHeader } from "./header";

/** Content and landing-page layouts. `?is_from_web_view=true` (the mobile apps' web views) hides header and footer. */
export function StoreLayout({ children, landing = false }: { children: ReactNode; landing?: boolean }) {
  const [params] = useSearchParams();
  const webView = params.get(WEB_VIEW_FLAG) === "true";
  return (
    <>
      {webView ? null : <StoreHeader landing={landing} />}
      <div className="kh-page">{children}</div>
      {webView ? null : <StoreFooter />}
      <BackToTop />
    </>
  );
}
