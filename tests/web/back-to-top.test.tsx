import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackToTop } from "../../src/components/back-to-top";
import { initI18n } from "../../src/i18n";

initI18n("en");

let scrollY = 0;
let idle: (() => void)[] = [];
const whenIdle = () =>
  act(() => {
    const due = idle;
    idle = [];
    for (const cb of due) cb();
  });
const scrollTo = (y: number) => {
  scrollY = y;
  fireEvent.scroll(window);
};

describe("back to top", () => {
  const reads = vi.fn(() => scrollY);
  beforeEach(() => {
    scrollY = 0;
    idle = [];
    reads.mockClear();
    vi.spyOn(window, "scrollY", "get").mockImplementation(reads);
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    vi.stubGlobal("cancelIdleCallback", () => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("appears past 35 px of scrolling and hides again above it", () => {
    render(<BackToTop />);
    whenIdle();
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    scrollTo(36);
    expect(screen.getByRole("button", { name: "Back to top" })).toBeVisible();
    scrollTo(35);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
  });

  it("shows for a page already scrolled, reading the position when idle after mounting, not while mounting", () => {
    scrollY = 500;
    render(<BackToTop />);
    expect(reads).not.toHaveBeenCalled();
    whenIdle();
    expect(reads).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Back to top" })).toBeVisible();
  });

  it("scrolls smoothly to the top when pressed", () => {
    const scroll = vi.fn();
    vi.stubGlobal("scrollTo", scroll);
    render(<BackToTop />);
    scrollTo(400);
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });
});
