import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { watchNetwork } from "../../src/api/network";
import { setTranslator } from "../../src/api/notify";

describe("watchNetwork", () => {
  let notify: { error: Mock<(m: string) => void>; success: Mock<(m: string) => void> };
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    notify = { error: vi.fn<(m: string) => void>(), success: vi.fn<(m: string) => void>() };
    stop = watchNetwork(notify);
  });

  afterEach(() => {
    stop();
    setTranslator(null);
    vi.useRealTimers();
  });

  const offline = () => window.dispatchEvent(new Event("offline"));
  const online = () => window.dispatchEvent(new Event("online"));

  it("toasts 2 s after going offline and 1 s after coming back", () => {
    offline();
    vi.advanceTimersByTime(1999);
    expect(notify.error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notify.error).toHaveBeenCalledWith("Please check your internet connection");

    online();
    vi.advanceTimersByTime(999);
    expect(notify.success).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(notify.success).toHaveBeenCalledWith("You are back online!");
  });

  it("cancels the offline toast when back sooner, and shows no online toast", () => {
    offline();
    vi.advanceTimersByTime(1500);
    online();
    vi.advanceTimersByTime(5000);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("translates and unsubscribes", () => {
    setTranslator((key) => `T:${key}`);
    offline();
    vi.advanceTimersByTime(2000);
    expect(notify.error).toHaveBeenCalledWith("T:network.offline");
    stop();
    online();
    offline();
    vi.advanceTimersByTime(5000);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.success).not.toHaveBeenCalled();
  });
});
