import { QueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../src/components/error-page";
import { showToast, Toaster } from "../../src/components/toast";
import { initI18n } from "../../src/i18n";
import {
  persistQueryCache,
  QUERY_CACHE_KEY,
  restoreQueryCache,
  SAVE_INTERVAL_MS,
  saveQueryCache,
} from "../../src/shell/query-persist";

initI18n("en");

function Boom(): never {
  throw new Error("render failed");
}

describe("error boundary and error page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows 'Oops, Something went wrong' with a link home, and goes home after 5 seconds", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Oops, Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(assign).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(assign).toHaveBeenCalledWith("/");
    vi.unstubAllGlobals();
  });
});

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("announces a message, shows a repeated one once, and leaves after a few seconds", () => {
    render(<Toaster />);
    act(() => {
      showToast("error", "Payload Too Large");
      showToast("error", "Payload Too Large");
    });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent("Payload Too Large");
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("persisted query cache", () => {
  beforeEach(() => localStorage.clear());

  it("restores API answers saved by the same app version, not another version's, not stale ones", () => {
    const a = new QueryClient();
    a.setQueryData(["v2", "mobile/category/list", {}, "en"], { data: [{ id: 1 }], total: 1 });
    a.setQueryData(["khidma", "private"], { secret: true });
    saveQueryCache(a, "0.1.0", 1_000);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toContain("mobile/category/list");
    expect(localStorage.getItem(QUERY_CACHE_KEY)).not.toContain("secret");

    const b = new QueryClient();
    expect(restoreQueryCache(b, "0.1.0", 2_000)).toBe(true);
    expect(b.getQueryData(["v2", "mobile/category/list", {}, "en"])).toEqual({ data: [{ id: 1 }], total: 1 });

    expect(restoreQueryCache(new QueryClient(), "0.2.0", 2_000)).toBe(false);
    saveQueryCache(a, "0.1.0", 1_000);
    expect(restoreQueryCache(new QueryClient(), "0.1.0", 1_000 + 25 * 60 * 60 * 1000)).toBe(false);
  });
});

describe("when the query cache is saved", () => {
  const KEY = ["v2", "mobile/category/list", {}, "en"];
  let stop: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const saved = () => {
    const b = new QueryClient();
    return restoreQueryCache(b, "0.1.0") ? b.getQueryData(KEY) : undefined;
  };

  it("not among the first load's tasks: when idle, 10 s after the page started, and then at most every 10 s", () => {
    const a = new QueryClient();
    stop = persistQueryCache(a, "0.1.0");
    a.setQueryData(KEY, { total: 1 });
    vi.advanceTimersByTime(SAVE_INTERVAL_MS - 100);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
    vi.advanceTimersByTime(200);
    // A repeat visit paints from what was saved.
    expect(saved()).toEqual({ total: 1 });

    a.setQueryData(KEY, { total: 2 });
    vi.advanceTimersByTime(SAVE_INTERVAL_MS - 100);
    expect(saved()).toEqual({ total: 1 });
    vi.advanceTimersByTime(200);
    expect(saved()).toEqual({ total: 2 });
    // Nothing new: nothing written.
    localStorage.clear();
    vi.advanceTimersByTime(3 * SAVE_INTERVAL_MS);
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull();
  });

  it("at once when the page is hidden or left", () => {
    const a = new QueryClient();
    stop = persistQueryCache(a, "0.1.0");
    a.setQueryData(KEY, { total: 1 });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(saved()).toEqual({ total: 1 });

    visibility.mockReturnValue("visible");
    a.setQueryData(KEY, { total: 2 });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(saved()).toEqual({ total: 1 });
    window.dispatchEvent(new Event("pagehide"));
    expect(saved()).toEqual({ total: 2 });
  });
});
