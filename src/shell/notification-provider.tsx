import type { NotificationProvider } from "@refinedev/core";
import { App } from "antd";
import { lazy, Suspense } from "react";

// The undo countdown (antd Progress) is only for undoable mutations, which no screen uses: it loads when one shows.
const UndoableNotification = lazy(() => import("./undoable-notification"));

/**
 * refine's notifications through antd's `App` notification API: @refinedev/antd's `useNotificationProvider`, the
 * same messages, types and keys, except that the undo countdown of an undoable mutation is loaded when one shows
 * rather than on every page (antd's Progress and rc-progress, about 4 KiB gzip).
 */
export function useNotificationProvider(): NotificationProvider {
  // rich-scope.tsx wraps every screen in antd's App (antd's static `notification`, not imported, would bring its
  // holder into every page: builds load App's holder with the first notification, see vite.config.ts)
  const { notification } = App.useApp();
  return {
    open: ({ key, message, description, type, cancelMutation, undoableTimeout }) => {
      if (type === "progress") {
        notification.open({
          key,
          description: (
            <Suspense fallback={message}>
              <UndoableNotification
                message={message}
                undoableTimeout={undoableTimeout}
                cancelMutation={() => {
                  cancelMutation?.();
                  notification.destroy(key ?? "");
                }}
              />
            </Suspense>
          ),
          message: null,
          duration: 0,
          closeIcon: <></>,
        });
      } else {
        notification.open({ key, description: message, message: description ?? null, type });
      }
    },
    close: (key) => notification.destroy(key),
  };
}
