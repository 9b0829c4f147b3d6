import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ERROR_REDIRECT_MS } from "../config/constants";
import { usePageTitle } from "./page-title";

/** "Oops, Something went wrong" with a link home; goes home by itself after 5 seconds. */
export function ErrorPage({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  usePageTitle("titles.error");
  const [left, setLeft] = useState(Math.round(ERROR_REDIRECT_MS / 1000));
  useEffect(() => {
    const tick = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const go = window.setTimeout(() => {
      onLeave?.();
      window.location.assign("/");
    }, ERROR_REDIRECT_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(go);
    };
  }, [onLeave]);
  return (
    <main className="kh-error-page">
      <h1>{t("errors.pageTitle")}</h1>
      <p>{t("errors.pageBody", { seconds: left })}</p>
      <a className="kh-button" href="/">
        {t("common.goHome")}
      </a>
    </main>
  );
}

/** React error boundary: any render error shows the error page (which then goes home). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unhandled render error", error, info.componentStack);
  }
  render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
