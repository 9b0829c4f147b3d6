import { useCustom } from "@refinedev/core";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import type { HelpTopic } from "./help-article-form";

/** The help topics with their names in the interface language and article counts (help/topics). */
export function useHelpTopics() {
  const { i18n } = useTranslation();
  const { query } = useCustom<HelpTopic[]>({
    url: ENDPOINTS.helpTopics,
    method: "get",
    meta: { silent: true, lang: i18n.language },
    errorNotification: false,
    queryOptions: { queryKey: ["admin-help-topics", i18n.language] },
  });
  return { topics: query.data?.data ?? [], refetch: query.refetch };
}
