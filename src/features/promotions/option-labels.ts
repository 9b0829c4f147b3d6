import { useRef } from "react";

type Option = { value: number; label: string };

/**
 * Remembers the label of every option a select has listed, so a chosen id keeps its name when a server search moves
 * on, and only ids never listed (a saved coupon's scope, a filter in the URL) need refine's look-up (`defaultValue`).
 */
export function useOptionLabels() {
  const labels = useRef(new Map<number, string>());
  return {
    /** The chosen ids whose names were never listed. */
    unknown: (chosen: number[]) => chosen.filter((id) => !labels.current.has(id)),
    /** The listed options, remembered, then any chosen id the list lacks, under its remembered name. */
    options: (listed: Option[], chosen: number[]): Option[] => {
      for (const o of listed) labels.current.set(o.value, o.label);
      const shown = new Set(listed.map((o) => o.value));
      return [
        ...listed,
        ...chosen
          .filter((id) => !shown.has(id))
          .map((id) => ({ value: id, label: labels.current.get(id) ?? `#${id}` })),
      ];
    },
  };
}
