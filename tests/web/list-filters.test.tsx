import type { CrudFilter } from "@refinedev/core";
import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, useListFilters } from "../../src/components/portal/use-list-filters";

/**
 * A list's search box (useListFilters): typing reaches the "search" filter once typing pauses, on page 1; a search
 * still waiting when the user opens a row (the list stays on screen until the next screen's chunk arrives) does not
 * apply, so refine's URL sync cannot take the user back to the list.
 */

const table = () => {
  const calls: CrudFilter[][] = [];
  return {
    calls,
    value: {
      filters: [],
      setFilters: (f: CrudFilter[]) => {
        calls.push(f);
      },
      setCurrentPage: vi.fn(),
      tableProps: {},
    },
  };
};

const type = (onChange: (e: ChangeEvent<HTMLInputElement>) => void, text: string) =>
  act(() => onChange({ target: { value: text } } as ChangeEvent<HTMLInputElement>));

describe("useListFilters' search box", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/admin/payouts");
  });
  afterEach(() => vi.useRealTimers());

  it("applies the search once typing pauses, on page 1", () => {
    const t = table();
    const { result } = renderHook(() => useListFilters(t.value));
    type(result.current.searchProps.onChange, "PO-000001");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(t.calls).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    expect(t.calls).toEqual([[{ field: "search", operator: "contains", value: "PO-000001" }]]);
    expect(t.value.setCurrentPage).toHaveBeenCalledWith(1);
  });

  it("a search still waiting when a row is opened does not apply", () => {
    const t = table();
    const { result } = renderHook(() => useListFilters(t.value));
    type(result.current.searchProps.onChange, "PO-000001");
    // the row's link: the URL is the details page's while the list is still mounted
    window.history.pushState(null, "", "/admin/payouts/show/1");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(t.calls).toEqual([]);
  });
});
