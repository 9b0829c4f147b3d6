import "../../../i18n/modules/admin-support";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useKhidmaStore } from "../../../state";
import type { SupportThread } from "./types";

/** The signed-in agent's user id (who "me" is in "assigned to me"). */
export const useMyUserId = () => useKhidmaStore((s) => s.session.user?.id ?? null);

/** Open (green) or Closed (grey), in the interface language. */
export function ThreadStatusTag({ status }: { status: SupportThread["status"] }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === "open" ? "green" : "default"} style={{ marginInlineEnd: 0 }} data-testid="thread-status">
      {t(`adminSupport.statuses.${status}`)}
    </Tag>
  );
}

/** The agent a conversation is assigned to ("(you)" for the caller), or "Unassigned". */
export function Assignee({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation();
  const me = useMyUserId();
  const agent = thread.assigned_to;
  if (!agent) return <Typography.Text type="secondary">{t("adminSupport.unassigned")}</Typography.Text>;
  return (
    <span data-testid="thread-assignee">
      {agent.id === me ? t("adminSupport.you", { name: agent.name }) : agent.name}
    </span>
  );
}

/** The customer's name, a Guest tag for guests, and the e-mail (left to right in Arabic too). */
export function CustomerLabel({ thread }: { thread: SupportThread }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: 6 }}>
      <span>{thread.customer_name}</span>
      {thread.is_guest ? <Tag style={{ marginInlineEnd: 0 }}>{t("adminSupport.guest")}</Tag> : null}
      {thread.customer_email ? (
        <Typography.Text type="secondary">
          <bdi dir="ltr">{thread.customer_email}</bdi>
        </Typography.Text>
      ) : null}
    </span>
  );
}
