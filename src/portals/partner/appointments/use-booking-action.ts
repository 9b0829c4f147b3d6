import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App } from "antd";
import { useState } from "react";
import { fillId } from "../../../api/endpoints";
import { RESOURCE } from "./types";

/**
 * One POST on an appointment (accept, decline, assign, a status step, cash collected) through useCustomMutation: no
 * global toast (the screen shows a refusal itself: `error`, the server's 422 message, and the field errors for a
 * dialog), the success message given, then the appointment and the list are read again (useInvalidate).
 */
export function useBookingAction(id: number) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const [error, setError] = useState<HttpError | null>(null);

  const run = async (endpoint: string, values: Record<string, unknown>, success: string): Promise<boolean> => {
    setError(null);
    try {
      await mutateAsync({
        url: fillId(endpoint, id),
        method: "post",
        values,
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(success);
      await invalidate({ resource: RESOURCE, id, invalidates: ["detail", "list"] });
      return true;
    } catch (e) {
      setError(e as HttpError);
      return false;
    }
  };
  return { run, busy: mutation.isPending, error, clearError: () => setError(null) };
}
