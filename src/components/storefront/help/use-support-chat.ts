import "../../../i18n/modules/help";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type FieldErrors, isApiError } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import {
  EMAIL_RE,
  merge,
  type Pending,
  POLL_MS,
  type PostAnswer,
  readKey,
  type SupportMessage,
  type SupportThread,
  type ThreadAnswer,
  writeKey,
} from "./support-chat-model";

/**
 * The conversation's state: the polled thread (`GET support/thread` with `after_id`), the optimistic bubbles of
 * `POST support/messages` (failed: retry), the guest's name and email, 422 field errors and the live announcement.
 */
export function useSupportChat(userId: number | null) {
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

  return {
    ids,
    thread,
    messages,
    closed,
    pending,
    draft,
    setDraft,
    guestName,
    setGuestName,
    guestEmail,
    setGuestEmail,
    announcement,
    listRef,
    draftRef,
    query,
    needsGuestDetails,
    startingThread,
    retry,
    onSubmit,
    onKeyDown,
    senderName,
    fieldError,
    errorId,
    loading,
    loadFailed,
    empty,
  };
}

export type SupportChatState = ReturnType<typeof useSupportChat>;
