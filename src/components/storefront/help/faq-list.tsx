import "../../../i18n/modules/help";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useApi } from "../../../lib/use-api";
import { LoadingCard } from "../../loading-card";
import { Markdown } from "./markdown";
import "./help.css";

export interface Faq {
  id: number;
  audience: "customer" | "partner";
  question: string;
  answer: string;
  sort_order?: number;
}

/** `GET faq/list` answers a plain list (or, defensively, a paginated one). */
export const faqsOf = (data: Faq[] | { data: Faq[] } | undefined): Faq[] =>
  Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : [];

export function useFaqs(audience: "customer" | "partner") {
  return useApi<Faq[] | { data: Faq[] }>(ENDPOINTS.faqList, { audience });
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize("NFKD");

/**
 * FAQ accordion (native <details>): searchable by question and answer. `limit` shows only the first few (highlights)
 * and hides the search box.
 */
export function FaqList({
  audience,
  limit,
  searchable = true,
}: {
  audience: "customer" | "partner";
  limit?: number;
  searchable?: boolean;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const { data, isLoading, isError, refetch } = useFaqs(audience);
  const all = useMemo(() => faqsOf(data), [data]);
  const shown = useMemo(() => {
    const q = normalise(query.trim());
    const hits = q ? all.filter((f) => normalise(`${f.question} ${f.answer}`).includes(q)) : all;
    return limit ? hits.slice(0, limit) : hits;
  }, [all, query, limit]);

  if (isLoading) return <LoadingCard />;
  if (isError)
    return (
      <div className="kh-help-error" role="alert">
        <p>{t("help.faqError")}</p>
        <button type="button" className="kh-button kh-ghost" onClick={() => void refetch()}>
          {t("help.retry")}
        </button>
      </div>
    );

  return (
    <div className="kh-faq">
      {searchable && !limit ? (
        <div className="kh-faq-search">
          <label htmlFor={searchId}>{t("help.faqSearch")}</label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t("help.faqSearchPlaceholder")}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="kh-faq-empty">{all.length === 0 ? t("help.faqNone") : t("help.faqEmpty")}</p>
      ) : (
        <div className="kh-faq-items" data-testid="faq-list">
          {shown.map((faq) => (
            <details key={faq.id} className="kh-faq-item" open={Boolean(query.trim()) && shown.length <= 3}>
              <summary>
                <span>{faq.question}</span>
                <svg className="kh-faq-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path fill="currentColor" d="M12 15.5 5.5 9l1.4-1.4 5.1 5.1 5.1-5.1L18.5 9z" />
                </svg>
              </summary>
              <div className="kh-faq-answer">
                <Markdown source={faq.answer} />
              </div>
            </details>
          ))}
        </div>
      )}
    </div>
  );
}
