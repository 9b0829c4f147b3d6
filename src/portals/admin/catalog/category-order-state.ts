import type { CrudSort } from "@refinedev/core";
import { App } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS } from "../../../api/endpoints";
import { useCatalogPost, useRefreshList } from "./catalog-data";
import type { AdminCategory } from "./category-form";
import { moved } from "./category-order";

/**
 * The categories in the order shown: the page's rows, or the new order at once while it is saved (a fresh page of
 * rows drops it). `move` steps one row up or down; arrows and drag apply only when sorted by order ascending.
 */
export function useCategoryOrder(rows: AdminCategory[], sorters: CrudSort[]) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshList();
  const post = useCatalogPost();
  const [order, setOrder] = useState<number[] | null>(null);
  const byOrder = sorters[0]?.field === "sort_order" && sorters[0]?.order === "asc";
  const shown = order ? order.map((id) => rows.find((r) => r.id === id)).filter((r): r is AdminCategory => !!r) : rows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh page of rows drops the optimistic order
  useEffect(() => setOrder(null), [rows]);

  /** Shows the new order at once and saves it (the ids of the rows shown: they keep their places among all). */
  const saveOrder = async (ids: number[]) => {
    if (ids.every((id, i) => id === shown[i]?.id)) return;
    setOrder(ids);
    try {
      await post(ENDPOINTS.adminCategoryReorder, { ids });
      message.success(t("adminCatalog.categories.reordered"));
      await refresh();
    } catch {
      setOrder(null);
    }
  };
  const move = (id: number, step: -1 | 1) =>
    saveOrder(
      moved(
        shown.map((r) => r.id),
        id,
        step,
      ),
    );

  return { byOrder, shown, saveOrder, move };
}
