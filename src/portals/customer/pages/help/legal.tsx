import "../../../../i18n/modules/help";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../../api/endpoints";
import { LoadingCard } from "../../../../components/loading-card";
import { Markdown } from "../../../../components/storefront/help/markdown";
import { formatDate } from "../../../../lib/format";
import { useApi } from "../../../../lib/use-api";
import "../../../../components/storefront/help/help.css";

interface ContentPage {
  slug: string;
  title: string;
  body: string;
  updated_at?: string | null;
}

/** A legal page from `GET content/{slug}` (markdown body rendered as React, never as HTML). */
export function LegalPage({ slug }: { slug: "terms-and-conditions" | "privacy-policy" }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useApi<ContentPage>(fillId(ENDPOINTS.contentPage, slug));
  return (
    <main className="kh-section kh-help">
      <div className="kh-container kh-legal">
        {isLoading ? (
          <LoadingCard />
        ) : isError || !data ? (
          <div className="kh-help-error" role="alert">
            <p>{t("help.contentError")}</p>
            <button type="button" className="kh-button kh-ghost" onClick={() => void refetch()}>
              {t("help.retry")}
            </button>
          </div>
        ) : (
          <article>
            <h1>{data.title}</h1>
            {data.updated_at ? (
              <p className="kh-legal-updated">
                {t("help.updated")} <bdi>{formatDate(data.updated_at)}</bdi>
              </p>
            ) : null}
            <Markdown source={data.body ?? ""} />
          </article>
        )}
      </div>
    </main>
  );
}
