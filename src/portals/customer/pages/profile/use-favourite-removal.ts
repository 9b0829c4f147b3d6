import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../../../api";
import { ENDPOINTS } from "../../../../api/endpoints";
import type { FavouriteType } from "../../../../components/storefront/cards";

export interface FavouriteItem {
  type: FavouriteType;
  id: number;
  name: string;
}

export type FavouriteNotice =
  | { kind: "removed"; item: FavouriteItem }
  | { kind: "restored"; item: FavouriteItem }
  | { kind: "removeFailed"; item: FavouriteItem }
  | { kind: "undoFailed"; item: FavouriteItem };

/** How long news ("removed, Undo", "back again") stays; an error stays until dismissed. */
const NEWS_MS = 10_000;

const keyOf = (item: Pick<FavouriteItem, "type" | "id">) => `${item.type}:${item.id}`;

/**
 * Removing a favourite from the favourites page: the card leaves the list at once (`hidden`), the page offers an
 * undo, and a failed call puts the card back with an error notice. Undo waits for the removal in flight, then adds
 * the favourite again. After each settled call the list is read again (the next page's first card moves up).
 */
export function useFavouriteRemoval(refetch: () => unknown) {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<FavouriteNotice | null>(null);
  const pending = useRef(new Map<string, Promise<boolean>>());

  useEffect(() => {
    if (notice?.kind !== "removed" && notice?.kind !== "restored") return;
    const timer = setTimeout(() => setNotice((now) => (now === notice ? null : now)), NEWS_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const hide = useCallback((item: FavouriteItem, on: boolean) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  }, []);

  const settled = useCallback(async () => {
    // Other lists (discovery, provider pages) show the new heart when next read; this one is read now.
    void queryClient.invalidateQueries({ queryKey: ["v2"], refetchType: "none" });
    await refetch();
  }, [queryClient, refetch]);

  const remove = useCallback(
    (item: FavouriteItem) => {
      hide(item, true);
      setNotice({ kind: "removed", item });
      const call = api
        .post(ENDPOINTS.favouriteRemove, { type: item.type, id: item.id }, { silent: true })
        .then(() => true)
        .catch(() => {
          hide(item, false);
          setNotice({ kind: "removeFailed", item });
          return false;
        });
      pending.current.set(keyOf(item), call);
      void call.then(async (ok) => {
        if (pending.current.get(keyOf(item)) === call) pending.current.delete(keyOf(item));
        if (ok) await settled();
      });
      return call;
    },
    [hide, settled],
  );

  const undo = useCallback(
    async (item: FavouriteItem) => {
      hide(item, false);
      setNotice(null);
      const removed = await (pending.current.get(keyOf(item)) ?? Promise.resolve(true));
      if (!removed) return; // the removal failed: it never left
      try {
        await api.post(ENDPOINTS.favouriteAdd, { type: item.type, id: item.id }, { silent: true });
        setNotice({ kind: "restored", item });
      } catch {
        hide(item, true);
        setNotice({ kind: "undoFailed", item });
      }
      await settled();
    },
    [hide, settled],
  );

  const isHidden = useCallback((item: Pick<FavouriteItem, "type" | "id">) => hidden.has(keyOf(item)), [hidden]);

  return { remove, undo, isHidden, notice, dismiss: () => setNotice(null) };
}
