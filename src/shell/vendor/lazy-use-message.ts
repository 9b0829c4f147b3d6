import type useRealMessage from "antd/es/message/useMessage";
import { lazyNoticeHook } from "./lazy-notice-hook";

type MessageApi = ReturnType<typeof useRealMessage>[0];
type MessageType = ReturnType<MessageApi["open"]>;

/**
 * `App.useApp().message` in builds (see lazy-notice-hook.tsx): antd's `useMessage` loads with the first message. A
 * message asked for while it loads answers a stand-in of antd's `MessageType`: calling it closes the message, and it
 * is a thenable settled when the message closes.
 */
export default lazyNoticeHook<MessageApi>(
  () => import("antd/es/message/useMessage.js").then((m) => m.default as never),
  ["open", "destroy", "info", "success", "warning", "error", "loading"],
  (whenReal) => {
    const close = () => whenReal((real) => (real as MessageType)());
    // biome-ignore lint/suspicious/noThenProperty: the API being stood in for has it
    close.then = (resolve: (v: boolean) => unknown, reject?: (e: unknown) => unknown) =>
      new Promise<{ real: MessageType }>((r) => whenReal((real) => r({ real: real as MessageType }))).then(({ real }) =>
        real.then(resolve, reject),
      );
    return close;
  },
);
