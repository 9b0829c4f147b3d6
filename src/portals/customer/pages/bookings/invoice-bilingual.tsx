import { useTranslation } from "react-i18next";
import { directionOf } from "../../../../i18n";
import type { Invoice } from "./types";

type Names = { name: string; name_en?: string; name_ar?: string };

/** The invoice's two languages: the UI one (`lang`) and the other one beside it, with label and name helpers. */
export function useBilingual() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("ar") ? "ar" : "en";
  const other = lang === "ar" ? "en" : "ar";
  const o = i18n.getFixedT(other);

  /** A label in the UI language with the other language beside it ("Tax Invoice | فاتورة ضريبية"). */
  const bi = (key: string, inline = true) => (
    <>
      <span>{t(key)}</span>
      {inline ? <span className="kh-inv-sep"> | </span> : null}
      <span className={inline ? "kh-inv-alt" : "kh-inv-alt kh-inv-alt-block"} lang={other} dir={directionOf(other)}>
        {o(key)}
      </span>
    </>
  );
  const nameIn = (n: Names | null | undefined, l: "en" | "ar") =>
    n ? ((l === "ar" ? n.name_ar : n.name_en) ?? n.name) : "";
  const names = (n: Names | null | undefined) => {
    const main = nameIn(n, lang) || n?.name || "";
    const alt = nameIn(n, other);
    return (
      <>
        <strong>{main}</strong>
        {alt && alt !== main ? (
          <span className="kh-inv-alt kh-inv-alt-block" lang={other} dir={directionOf(other)}>
            {alt}
          </span>
        ) : null}
      </>
    );
  };
  const descIn = (line: Invoice["lines"][number], l: "en" | "ar") =>
    (l === "ar" ? line.description_ar : line.description_en) ?? line.description;

  return { lang, other, o, bi, names, descIn } as const;
}
