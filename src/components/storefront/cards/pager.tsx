import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import "./cards.css";

const windowOf = (page: number, last: number, size = 5): number[] => {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
};

/** Previous / page numbers / next. Renders nothing for a single page. */
export function Pager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!lastPage || lastPage <= 1) return null;
  return (
    <nav className="kh-pager" aria-label={t("discovery.pager.label")}>
      <button type="button" className="kh-pager-btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className="kh-flip">
          ‹
        </span>{" "}
        {t("discovery.pager.previous")}
      </button>
      <ul>
        {windowOf(page, lastPage).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="kh-pager-btn kh-pager-num"
              aria-current={n === page ? "page" : undefined}
              aria-label={t("discovery.pager.page", { page: n, pages: lastPage })}
              onClick={() => onChange(n)}
            >
              <bdi>{n}</bdi>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="kh-pager-btn" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        {t("discovery.pager.next")}{" "}
        <span aria-hidden="true" className="kh-flip">
          ›
        </span>
      </button>
    </nav>
  );
}
