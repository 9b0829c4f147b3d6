import { type BaseRecord, useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";

export interface Emirate {
  id: number;
  name: string;
}

/** The seven emirates (names in the current language; GET master/emirates, read again when the language changes). */
export function useEmirates() {
  const { i18n } = useTranslation();
  const { query } = useCustom<Emirate[] & BaseRecord>({
    url: ENDPOINTS.catalogEmirates,
    method: "get",
    meta: { language: i18n.language },
    queryOptions: { staleTime: 10 * 60_000 },
    errorNotification: false,
  });
  return {
    data: query.data ? ((query.data.data as Emirate[] | undefined) ?? []) : undefined,
    isLoading: query.isLoading,
  };
}
