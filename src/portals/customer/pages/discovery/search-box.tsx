import "../../../../i18n/modules/discovery";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import "./discovery.css";

/** A search box that submits its text (as a form, so Enter works). */
export function SearchBox({
  initial,
  onSearch,
  label,
  placeholder,
  className = "kh-searchbox",
}: {
  initial: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <search className={className}>
      <form
        className="kh-searchbox-form"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          onSearch(String(data.get("q") ?? "").trim());
        }}
      >
        <label className="kh-visually-hidden" htmlFor={id}>
          {label}
        </label>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="kh-search-icon">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <input
          id={id}
          key={initial}
          name="q"
          type="search"
          defaultValue={initial}
          placeholder={placeholder ?? t("discovery.common.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="kh-button">
          {t("discovery.common.search")}
        </button>
      </form>
    </search>
  );
}
