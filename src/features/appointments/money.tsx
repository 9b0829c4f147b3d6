import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

/** An amount in dirhams in the active language, isolated from the text around it. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (v: number | null | undefined) => <bdi>{formatMoney(v ?? 0, i18n.language)}</bdi>;
}
