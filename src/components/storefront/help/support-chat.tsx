import "../../../i18n/modules/help";
import { useTranslation } from "react-i18next";
import { useKhidmaStore } from "../../../state";
import { ChatComposer, ChatMessages } from "./support-chat-parts";
import { useSupportChat } from "./use-support-chat";
import "./support-chat.css";

/**
 * The support conversation on /support (plain HTML + CSS, no antd): the caller's open thread from
 * `GET support/thread`, polled every 5 s with `after_id` while the page is visible, and a composer posting to
 * `POST support/messages` with an optimistic bubble (failed: retry). Guests give a name and an email with their
 * first message; the answer's `support_key` is kept in localStorage and sent back as `X-Support-Key`.
 */
export function SupportChat() {
  // A new identity (sign in / sign out) starts from a clean slate.
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  return <SupportChatPanel key={userId ?? "guest"} userId={userId} />;
}

function SupportChatPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const chat = useSupportChat(userId);
  const { ids, announcement } = chat;
  return (
    <section className="kh-chat kh-help-card" aria-labelledby={`${ids}-title`}>
      <header className="kh-chat-head">
        <span className="kh-chat-avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7l-5 4V6a2 2 0 0 1 2-2m3 5v2h10V9zm0 4v2h7v-2z"
            />
          </svg>
        </span>
        <div>
          <h2 id={`${ids}-title`}>{t("help.chat.title")}</h2>
          <p>{t("help.chat.subtitle")}</p>
        </div>
      </header>

      <ChatMessages chat={chat} />

      <div className="kh-visually-hidden" aria-live="polite" role="status" data-testid="support-chat-live">
        {announcement}
      </div>

      <ChatComposer chat={chat} />
    </section>
  );
}
