import { act, cleanup, fireEvent, render as rtlRender, screen, waitFor } from "@testing-library/react";
import { ConfigProvider } from "antd";
import type { ReactElement } from "react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import useModal from "../../src/shell/vendor/lazy-use-modal";

// Builds give antd's App this hook in place of Modal.useModal (vite.config.ts): App.useApp().modal must behave the
// same, although antd's Modal arrives only with the first dialog.
function Screen({ onResult }: { onResult?: (confirmed: boolean) => void }) {
  const [modal, holder] = useModal();
  const [instance, setInstance] = useState<ReturnType<typeof modal.confirm>>();
  return (
    <>
      {holder}
      <button
        type="button"
        onClick={() => {
          const opened = modal.confirm({ title: "Delete this package?", okText: "Delete", cancelText: "Keep" });
          setInstance(opened);
          if (onResult) void opened.then(onResult, () => undefined);
        }}
      >
        Ask
      </button>
      <button type="button" onClick={() => instance?.update({ title: "Really delete it?" })}>
        Rename
      </button>
      <button type="button" onClick={() => instance?.destroy()}>
        Close
      </button>
    </>
  );
}

afterEach(cleanup);

// no animations: a closed dialog leaves the page at once
const render = (ui: ReactElement) =>
  rtlRender(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

describe("App's modal API, loaded with its first dialog", () => {
  it("opens a confirm dialog, updates and closes it", async () => {
    render(<Screen />);
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Delete this package?");
    fireEvent.click(screen.getByRole("button", { name: "Rename" }));
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveTextContent("Really delete it?"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("answers the awaited result of the dialog, and a second dialog opens at once", async () => {
    const results: boolean[] = [];
    render(<Screen onResult={(confirmed) => results.push(confirmed)} />);
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    });
    await waitFor(() => expect(results).toEqual([true]));
    fireEvent.click(screen.getByRole("button", { name: "Ask" }));
    fireEvent.click(await screen.findByRole("button", { name: "Keep" }));
    await waitFor(() => expect(results).toEqual([true, false]));
  });
});
