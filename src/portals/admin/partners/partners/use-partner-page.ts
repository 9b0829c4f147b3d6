import { type BaseRecord, useList } from "@refinedev/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResourceEndpoints } from "../../../../api/endpoints";
import { DEFAULT_PAGE_SIZE } from "../../../../config/constants";

/**
 * One page of a partner's rows from a list endpoint (`partner_id`, `page`, `limit`): its own paging, since the page
 * URL keeps the tab only. `resource` is a declared identifier, or a name of its own with `endpoints`.
 */
export function usePartnerPage<T extends BaseRecord>(
  resource: string,
  partnerId: number,
  endpoints?: ResourceEndpoints,
) {
  const { i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { result, query } = useList<T>({
    resource,
    pagination: { currentPage: page, pageSize, mode: "server" },
    filters: [{ field: "partner_id", operator: "eq", value: partnerId }],
    meta: { ...(endpoints ? { endpoints } : {}), language: i18n.language },
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const pagination = {
    current: page,
    pageSize,
    total: result.total ?? 0,
    showSizeChanger: true,
    onChange: (p: number, size: number) => {
      setPage(size === pageSize ? p : 1);
      setPageSize(size);
    },
  };
  return { rows: result.data, loading: query.isFetching, pagination };
}
