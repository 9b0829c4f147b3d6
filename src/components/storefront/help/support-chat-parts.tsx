import "../../../i18n/modules/help";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../lib/format";
import { BODY_MAX } from "./support-chat-model";
import type { SupportChatState } from "./use-support-chat";

/** The conversation: loading, error or empty states, the messages, the pending bubbles (failed: retry). */
export function ChatMessages({ chat }: { chat: SupportChatState }) {
  const { t } = useTranslation();
  const { listRef, loading, loadFailed, query, empty, messages, pending, senderName, retry, closed, thread } = chat;
  return (
    <div className="kh-chat-list" ref={listRef} data-testid="support-chat-list">
      {loading ? (
        <p className="kh-chat-status">
          <span className="kh-spinner" aria-hidden="true" /> {t("help.chat.loading")}
        </p>
      ) : loadFailed ? (
        <div className="kh-chat-status" role="alert">
          <p>{t("help.chat.loadError")}</p>
          <button type="button" className="kh-button kh-ghost" onClick={() => void query.refetch()}>
            {t("help.retry")}
          </button>
        </div>
      ) : empty ? (
        <div className="kh-chat-empty">
          <strong>{t("help.chat.emptyTitle")}</strong>
          <p>{t("help.chat.emptyBody")}</p>
        </div>
      ) : (
        <ol className="kh-chat-messages" aria-label={t("help.chat.log")}>
          {messages.map((m) => (
            <li key={m.id} className={`kh-chat-msg kh-chat-${m.sender === "customer" ? "mine" : "theirs"}`}>
              <span className="kh-chat-who">{senderName(m.sender)}</span>
              <p className="kh-chat-bubble" data-sender={m.sender}>
                {m.body}
              </p>
              <time className="kh-chat-time" dateTime={m.created_at}>
                <bdi>{formatTime(m.created_at)}</bdi>
              </time>
            </li>
          ))}
          {pending.map((p) => (
            <li key={`local-${p.localId}`} className={`kh-chat-msg kh-chat-mine kh-chat-${p.status}`}>
              <span className="kh-chat-who">{t("help.chat.you")}</span>
              <p className="kh-chat-bubble" data-sender="customer">
                {p.body}
              </p>
              {p.status === "sending" ? (
                <span className="kh-chat-time">{t("help.chat.sending")}</span>
              ) : (
                <span className="kh-chat-failed-note" role="alert">
                  {t("help.chat.failed")}{" "}
                  <button type="button" className="kh-chat-retry" onClick={() => retry(p)}>
                    {t("help.chat.retry")}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {closed && !thread ? <p className="kh-chat-closed">{t("help.chat.closed")}</p> : null}
    </div>
  );
}

/** The composer: a guest's name and email before the first message, then the message (Enter sends). */
export function ChatComposer({ chat }: { chat: SupportChatState }) {
  const { t } = useTranslation();
  const {
    ids,
    onSubmit,
    needsGuestDetails,
    guestName,
    setGuestName,
    guestEmail,
    setGuestEmail,
    fieldError,
    errorId,
    draftRef,
    draft,
    setDraft,
    onKeyDown,
    startingThread,
  } = chat;
  return (
    <form className="kh-chat-form" onSubmit={onSubmit} noValidate>
      {needsGuestDetails ? (
        <fieldset className="kh-chat-guest">
          <legend>{t("help.chat.guestIntro")}</legend>
          <div className="kh-chat-field">
            <label htmlFor={`${ids}-name`}>{t("help.chat.name")}</label>
            <input
              id={`${ids}-name`}
              name="guest_name"
              autoComplete="name"
              maxLength={100}
              value={guestName}
              onChange={(e) => setGuestName(e.target.value)}
              aria-invalid={fieldError("guest_name") ? true : undefined}
              aria-describedby={fieldError("guest_name") ? errorId("guest_name") : undefined}
            />
            {fieldError("guest_name") ? (
              <span className="kh-chat-error" id={errorId("guest_name")}>
                {fieldError("guest_name")}
              </span>
            ) : null}
          </div>
          <div className="kh-chat-field">
            <label htmlFor={`${ids}-email`}>{t("help.chat.email")}</label>
            <input
              id={`${ids}-email`}
              name="guest_email"
              type="email"
              dir="ltr"
              inputMode="email"
              autoComplete="email"
              maxLength={255}
              value={guestEmail}
              onChange={(e) => setGuestEmail(e.target.value)}
              aria-invalid={fieldError("guest_email") ? true : undefined}
              aria-describedby={fieldError("guest_email") ? errorId("guest_email") : undefined}
            />
            {fieldError("guest_email") ? (
              <span className="kh-chat-error" id={errorId("guest_email")}>
                {fieldError("guest_email")}
              </span>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <label htmlFor={`${ids}-body`} className="kh-visually-hidden">
        {t("help.chat.message")}
      </label>
      <div className="kh-chat-compose">
        <textarea
          id={`${ids}-body`}
          ref={draftRef}
          name="body"
          rows={2}
          maxLength={BODY_MAX}
          placeholder={t("help.chat.placeholder")}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={fieldError("body") ? true : undefined}
          aria-describedby={`${ids}-hint${fieldError("body") ? ` ${errorId("body")}` : ""}`}
        />
        <button type="submit" className="kh-button kh-chat-send" disabled={!draft.trim() || startingThread}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="kh-chat-send-icon">
            <path fill="currentColor" d="M2 21 23 12 2 3v7l15 2-15 2z" />
          </svg>
          <span>{t("help.chat.send")}</span>
        </button>
      </div>
      {fieldError("body") ? (
        <span className="kh-chat-error" id={errorId("body")}>
          {fieldError("body")}
        </span>
      ) : null}
      <span className="kh-chat-hint" id={`${ids}-hint`}>
        {t("help.chat.hint")}
      </span>
    </form>
  );
}
