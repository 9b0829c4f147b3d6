import "../../../i18n/modules/admin-support";
import { CheckCircleOutlined, UserAddOutlined, UserSwitchOutlined } from "@ant-design/icons";
import { type HttpError, useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Button, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { AssignDialog } from "./assign-dialog";
import { useMyUserId } from "./support-bits";
import { SUPPORT_RESOURCE, type SupportThread } from "./types";

type Answer = { thread: SupportThread };

/**
 * An open conversation's actions for agents holding reply-support: Assign to me (unless it is mine already), Assign
 * to… another agent (a dialog), Close (after a confirmation). A refusal (422: closed meanwhile) is handed to
 * `onRefused` so the page shows the server's message; either way the conversation and the inbox are read again.
 */
export function ThreadActions({
  thread,
  onRefused,
}: {
  thread: SupportThread;
  onRefused: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useMyUserId();
  const invalidate = useInvalidate();
  const [assigning, setAssigning] = useState(false);
  // the agents to pick from are the staff list (user/list): a role without it may still take a conversation itself
  const canPickAgent = useCan({ resource: "admin-users", action: "list" }).data?.can ?? false;
  const assign = useCustomMutation<Answer>();
  const close = useCustomMutation<Answer>();

  const run = async (mutation: typeof assign, url: string, done: (answer: Answer) => string) => {
    onRefused(null);
    try {
      const res = await mutation.mutateAsync({
        url,
        method: "post",
        values: {},
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(done(res.data));
    } catch (e) {
      const error = e as HttpError;
      const id = error.errors?.id;
      onRefused((Array.isArray(id) ? String(id[0]) : undefined) ?? error.message ?? t("adminSupport.actions.refused"));
    } finally {
      await invalidate({ resource: SUPPORT_RESOURCE, id: thread.id, invalidates: ["detail", "list"] });
    }
  };

  if (thread.status !== "open") return null;
  const mine = thread.assigned_to !== null && thread.assigned_to.id === me;
  return (
    <>
      <Space wrap>
        {mine ? null : (
          <Button
            icon={<UserAddOutlined />}
            loading={assign.mutation.isPending}
            onClick={() =>
              run(assign, fillId(ENDPOINTS.supportThreadAssign, thread.id), (a) =>
                t("adminSupport.actions.assigned", { name: a.thread.assigned_to?.name ?? "" }),
              )
            }
            data-testid="assign-to-me"
          >
            {t("adminSupport.actions.assignToMe")}
          </Button>
        )}
        {canPickAgent ? (
          <Button icon={<UserSwitchOutlined />} onClick={() => setAssigning(true)} data-testid="assign-to">
            {t("adminSupport.actions.assignTo")}
          </Button>
        ) : null}
        <Popconfirm
          title={t("adminSupport.actions.closeConfirm")}
          okText={t("adminSupport.actions.close")}
          cancelText={t("adminSupport.actions.cancel")}
          onConfirm={() =>
            run(close, fillId(ENDPOINTS.supportThreadClose, thread.id), () => t("adminSupport.actions.closed"))
          }
          okButtonProps={{ "data-testid": "close-confirm" } as never}
        >
          <Button icon={<CheckCircleOutlined />} loading={close.mutation.isPending} data-testid="close-thread">
            {t("adminSupport.actions.close")}
          </Button>
        </Popconfirm>
      </Space>
      {canPickAgent ? <AssignDialog thread={thread} open={assigning} onClose={() => setAssigning(false)} /> : null}
    </>
  );
}
