import { act, cleanup, fireEvent, render as rtlRender, screen, waitFor } from "@testing-library/react";
import { ConfigProvider } from "antd";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import useMessage from "../../src/shell/vendor/lazy-use-message";
import useNotification from "../../src/shell/vendor/lazy-use-notification";

// Builds give antd's App these hooks in place of message.useMessage and notification.useNotification
// (vite.config.ts): App.useApp().message and .notification must behave the same, although antd's holders arrive only
// with the first toast.
function Messages({ onClosed }: { onClosed?: () => void }) {
  const [message, holder] = useMessage({ duration: 0 });
  return (
    <>
      {holder}
      <button
        type="button"
        onClick={() => {
          const closer = message.success("Package saved");
          void closer.then(() => onClosed?.());
          (window as { closeMessage?: () => void }).closeMessage = closer;
        }}
      >
        Save
      </button>
      <button type="button" onClick={() => message.info("Second message")}>
        Again
      </button>
    </>
  );
}

function Notifications() {
  const [notification, holder] = useNotification();
  return (
    <>
      {holder}
      <button type="button" onClick={() => notification.open({ key: "n1", message: "Booking confirmed", duration: 0 })}>
        Notify
      </button>
      <button type="button" onClick={() => notification.destroy("n1")}>
        Dismiss
      </button>
    </>
  );
}

afterEach(cleanup);

// no animations: a closed toast leaves the page at once
const render = (ui: ReactElement) =>
  rtlRender(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

describe("App's message API, loaded with its first message", () => {
  it("shows a message asked for before the holder loaded, then the next at once; closing settles its thenable", async () => {
    let closed = false;
    render(<Messages onClosed={() => (closed = true)} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Package saved")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Again" }));
    expect(await screen.findByText("Second message")).toBeInTheDocument();
    await act(async () => (window as { closeMessage?: () => void }).closeMessage?.());
    await waitFor(() => expect(screen.queryByText("Package saved")).not.toBeInTheDocument());
    await waitFor(() => expect(closed).toBe(true));
  });
});

describe("App's notification API, loaded with its first notification", () => {
  it("opens a notification asked for before the holder loaded, and destroys it by key", async () => {
    render(<Notifications />);
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    expect(await screen.findByText("Booking confirmed")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByText("Booking confirmed")).not.toBeInTheDocument());
  });
});
