import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, isApiError } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import { formatTime } from "../../../lib/format";
import { useKhidmaStore } from "../../../state";
import "./support-chat.css";

/**
 * The support conversation on /support (plain HTML + CSS, no antd): the caller's open thread from
 * `GET support/thread`, polled every 5 s with `after_id` while the page is visible, and a composer posting to
 * `POST support/messages` with an optimistic bubble (failed: retry). Guests give a name and an email with their
 * first message; the answer's `support_key` is kept in localStorage and sent back as `X-Support-Key`.
 */

export const SUPPORT_KEY_STORAGE = "khidma.supportKey";
export const POLL_MS = 5000;
const BODY_MAX = 2000;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SupportThread {
  id: number;
  status: "open" | "closed";
  subject: string;
  created_at: string;
}
export interface SupportMessage {
  id: number;
  sender: "customer" | "agent" | "system";
  body: string;
  created_at: string;
}
interface ThreadAnswer {
  thread: SupportThread | null;
  messages: SupportMessage[];
}
interface PostAnswer {
  thread: SupportThread;
  messages: SupportMessage[];
  support_key?: string;
}
interface Pending {
  localId: number;
  body: string;
  status: "sending" | "failed";
  created_at: string;
}

const readKey = (): string | null => {
  try {
    return localStorage.getItem(SUPPORT_KEY_STORAGE);
  } catch {
    return null;
  }
};
const writeKey = (key: string) => {
  try {
    localStorage.setItem(SUPPORT_KEY_STORAGE, key);
  } catch {
    // private mode: the conversation lasts for this page only
  }
};

/** Merges messages by id, in id order. */
const merge = (current: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] => {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

export function SupportChat() {
  // A new identity (sign in / sign out) starts from a clean slate.
  const userId = useKhidmaStore((s) => s.session.user?.id ?? null);
  return <SupportChatPanel key={userId ?? "guest"} userId={userId} />;
}

function SupportChatPanel({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const signedIn = userId !== null;
  const [supportKey, setSupportKey] = useState<string | null>(() => (signedIn ? null : readKey()));
  const [thread, setThread] = useState<SupportThread | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [closed, setClosed] = useState(false);
  const [pending, setPending] = useState<Pending[]>([]);
  const [draft, setDraft] = useState("");
  const [guestName, setGuestName] = useState("");
  const [guestEmail, setGuestEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState("");
  const lastId = useRef(0);
  const loaded = useRef(false);
  const nextLocalId = useRef(1);
  const listRef = useRef<HTMLDivElement>(null);
  const draftRef = useRef<HTMLTextAreaElement>(null);

  const keyHeaders = useCallback(
    (): Record<string, string> => (!signedIn && supportKey ? { "X-Support-Key": supportKey } : {}),
    [signedIn, supportKey],
  );

  const canRead = signedIn || supportKey !== null;
  const query = useQuery({
    queryKey: ["support-thread", userId, supportKey],
    enabled: canRead,
    queryFn: async () => {
      const after = lastId.current;
      const answer = await api.get<ThreadAnswer>(ENDPOINTS.supportThread, after > 0 ? { after_id: after } : {}, {
        silent: true,
        headers: keyHeaders(),
      });
      return { ...answer.data, after };
    },
    // Poll only an existing thread, and only while the page is visible (react-query pauses when hidden).
    refetchInterval: thread ? POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

  const threadRef = useRef<SupportThread | null>(null);
  const messagesRef = useRef<SupportMessage[]>([]);

  /** Adds messages to the conversation (a different thread replaces it) and announces agent/system ones. */
  const ingest = useCallback(
    (next: SupportThread, incoming: SupportMessage[], announce: boolean) => {
      const base = threadRef.current?.id === next.id ? messagesRef.current : [];
      const known = new Set(base.map((m) => m.id));
      const arrived = incoming.filter((m) => !known.has(m.id) && m.sender !== "customer");
      const merged = merge(base, incoming);
      threadRef.current = next;
      messagesRef.current = merged;
      lastId.current = merged[merged.length - 1]?.id ?? 0;
      setThread(next);
      setMessages(merged);
      setClosed(false);
      const last = arrived[arrived.length - 1];
      if (announce && last) {
        const name = last.sender === "agent" ? t("help.chat.agent") : t("help.chat.system");
        setAnnouncement(t("help.chat.newMessage", { name, body: last.body }));
      }
    },
    [t],
  );

  // Fold every poll into the conversation; what arrives after the first load is announced.
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    if (data.thread) ingest(data.thread, data.messages, loaded.current);
    else {
      // No open thread (none yet, or staff closed it): keep what is on screen, the next message starts anew.
      if (threadRef.current) setClosed(true);
      threadRef.current = null;
      lastId.current = 0;
      setThread(null);
    }
    loaded.current = true;
  }, [query.data, ingest]);

  // Keep the newest message in view (the list scrolls, not the page).
  const count = messages.length + pending.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  const needsGuestDetails = !signedIn && !thread;
  const startingThread = !thread && pending.some((p) => p.status === "sending");

  const validateGuest = (): FieldErrors => {
    const out: FieldErrors = {};
    if (!guestName.trim()) out.guest_name = [t("help.chat.required")];
    if (!guestEmail.trim()) out.guest_email = [t("help.chat.required")];
    else if (!EMAIL_RE.test(guestEmail.trim())) out.guest_email = [t("help.chat.invalidEmail")];
    return out;
  };

  const deliver = async (item: Pending) => {
    const payload: Record<string, string> = { body: item.body };
    if (!signedIn && !thread) {
      payload.guest_name = guestName.trim();
      payload.guest_email = guestEmail.trim();
    }
    try {
      const answer = await api.post<PostAnswer>(ENDPOINTS.supportMessages, payload, { headers: keyHeaders() });
      const data = answer.data;
      setPending((list) => list.filter((p) => p.localId !== item.localId));
      ingest(data.thread, data.messages, true);
      if (data.support_key) {
        writeKey(data.support_key);
        setSupportKey(data.support_key);
      }
      setErrors({});
    } catch (error) {
      const fields = isApiError(error) && error.status === 422 ? (error.errors ?? {}) : null;
      if (fields) {
        // Nothing was sent: take the bubble back, put the text back in the composer, show what is wrong.
        setPending((list) => list.filter((p) => p.localId !== item.localId));
        setDraft((current) => (current.trim() ? current : item.body));
        setErrors(Object.keys(fields).length > 0 ? fields : { body: [isApiError(error) ? error.message : ""] });
        draftRef.current?.focus();
      } else {
        setPending((list) => list.map((p) => (p.localId === item.localId ? { ...p, status: "failed" } : p)));
      }
    }
  };

  const send = () => {
    const body = draft.trim();
    if (!body || startingThread) return;
    if (needsGuestDetails) {
      const invalid = validateGuest();
      if (Object.keys(invalid).length > 0) {
        setErrors(invalid);
        document.getElementById(`${ids}-${invalid.guest_name ? "name" : "email"}`)?.focus();
        return;
      }
    }
    setErrors({});
    const item: Pending = {
      localId: nextLocalId.current++,
      body,
      status: "sending",
      created_at: new Date().toISOString(),
    };
    setPending((list) => [...list, item]);
    setDraft("");
    void deliver(item);
  };

  const retry = (item: Pending) => {
    const again: Pending = { ...item, status: "sending" };
    setPending((list) => list.map((p) => (p.localId === item.localId ? again : p)));
    void deliver(again);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const senderName = (sender: SupportMessage["sender"]) =>
    sender === "customer" ? t("help.chat.you") : sender === "agent" ? t("help.chat.agent") : t("help.chat.system");
  const fieldError = (name: string) => errors[name]?.[0];
  const errorId = (name: string) => `${ids}-${name}-error`;

  const loading = canRead && query.isPending && !loaded.current;
  const loadFailed = canRead && query.isError && !loaded.current;
  const empty = !loading && !loadFailed && messages.length === 0 && pending.length === 0;

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

      <div className="kh-visually-hidden" aria-live="polite" role="status" data-testid="support-chat-live">
        {announcement}
      </div>

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
    </section>
  );
}
