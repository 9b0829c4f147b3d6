import { QueryClient } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../src/components/error-page";
import { showToast, Toaster } from "../../src/components/toast";
import { initI18n } from "../../src/i18n";
import { QUERY_CACHE_KEY, restoreQueryCache, saveQueryCache } from "../../src/shell/query-persist";

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
