import { type DragEvent, useRef, useState } from "react";

/** Moves one id a step up or down in a list of ids. */
export const moved = (ids: number[], id: number, step: -1 | 1): number[] => {
  const i = ids.indexOf(id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const next = [...ids];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
};

export type DropPlace = "before" | "after";

/** Moves `id` to just before or after `target` in a list of ids (the same list when nothing moves). */
export const movedTo = (ids: number[], id: number, target: number, place: DropPlace): number[] => {
  if (id === target || !ids.includes(id) || !ids.includes(target)) return ids;
  const rest = ids.filter((x) => x !== id);
  const at = rest.indexOf(target) + (place === "after" ? 1 : 0);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
};

/** Which half of the row under the pointer: dropping on the upper half puts the row before it. */
const placeOf = (e: DragEvent<HTMLElement>): DropPlace => {
  const box = e.currentTarget.getBoundingClientRect();
  return e.clientY < box.top + box.height / 2 ? "before" : "after";
};

/**
 * Drag and drop (native HTML5) of a table's rows: rows are dragged by their handle (`startDrag`, `endDrag`) and
 * dropped before or after another row (`rowDragProps`), which saves the ids in their new order; `rowClass` marks
 * the row dragged and the drop place.
 */
export function useRowDrag<T extends { id: number }>(
  canDrag: boolean,
  shown: T[],
  saveOrder: (ids: number[]) => unknown,
) {
  const [dragId, setDragId] = useState<number | null>(null);
  const dragging = useRef<number | null>(null); // read by the row handlers, whichever render they come from
  const [drop, setDrop] = useState<{ id: number; place: DropPlace } | null>(null);
  const endDrag = () => {
    dragging.current = null;
    setDragId(null);
    setDrop(null);
  };
  const startDrag = (e: DragEvent<HTMLElement>, id: number) => {
    e.dataTransfer.effectAllowed = "move";
    e.dataTransfer.setData("text/plain", String(id));
    const row = e.currentTarget.closest("tr");
    if (row) e.dataTransfer.setDragImage(row, 16, row.clientHeight / 2);
    dragging.current = id;
    setDragId(id);
  };
  const rowDragProps = (c: T) =>
    canDrag
      ? {
          onDragOver: (e: DragEvent<HTMLElement>) => {
            if (dragging.current === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
            const place = placeOf(e);
            setDrop((prev) => (prev?.id === c.id && prev.place === place ? prev : { id: c.id, place }));
          },
          onDrop: (e: DragEvent<HTMLElement>) => {
            const id = dragging.current;
            if (id === null) return;
            e.preventDefault();
            const ids = movedTo(
              shown.map((r) => r.id),
              id,
              c.id,
              placeOf(e),
            );
            endDrag();
            void saveOrder(ids);
          },
        }
      : {};
  const rowClass = (c: T) =>
    [c.id === dragId ? "kh-dragging" : "", drop?.id === c.id && c.id !== dragId ? `kh-drop-${drop.place}` : ""]
      .filter(Boolean)
      .join(" ");
  return { startDrag, endDrag, rowDragProps, rowClass };
}
