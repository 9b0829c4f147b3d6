import "../../../i18n/modules/admin-support";
import "../admin.css";
import { theme } from "antd";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import type { SupportMessage } from "./types";

/**
 * The conversation, oldest first, as chat bubbles: the customer's at the start side, the agents' at the end side,
 * automatic replies in the middle. The list scrolls (not the page) and keeps the newest in view; a customer message
 * that arrives by polling is announced to screen readers.
 */
export function ThreadMessages({ messages, customerName }: { messages: SupportMessage[]; customerName: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const listRef = useRef<HTMLOListElement>(null);
  const lastSeen = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const lastId = messages[messages.length - 1]?.id ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (lastSeen.current !== null && lastId > lastSeen.current) {
      const arrived = messages.filter((m) => m.id > (lastSeen.current ?? 0) && m.sender === "customer");
      const last = arrived[arrived.length - 1];
      if (last) setAnnouncement(t("adminSupport.thread.newMessage", { body: last.body }));
    }
    lastSeen.current = lastId;
  }, [lastId, messages, t]);

  const bubble = (sender: SupportMessage["sender"]): CSSProperties => ({
    maxWidth: sender === "system" ? "92%" : "85%",
    alignSelf: sender === "customer" ? "flex-start" : sender === "agent" ? "flex-end" : "center",
    background:
      sender === "customer" ? token.colorFillSecondary : sender === "agent" ? token.colorPrimaryBg : "transparent",
    border: sender === "system" ? `1px dashed ${token.colorBorder}` : "none",
    color: token.colorText,
    borderRadius: 12,
    padding: "8px 12px",
  });

  return (
    <>
      <ol
        ref={listRef}
        aria-label={t("adminSupport.thread.log", { name: customerName })}
        // the list scrolls: keyboard users reach it to scroll it (axe-core scrollable-region-focusable)
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        style={{
          listStyle: "none",
          margin: 0,
          padding: 4,
          display: "flex",
          flexDirection: "column",
          gap: 12,
          maxHeight: "60vh",
          overflowY: "auto",
        }}
        data-testid="support-messages"
      >
        {messages.map((m) => (
          <li key={m.id} style={bubble(m.sender)} data-sender={m.sender}>
            <div style={{ fontSize: 12, color: token.colorTextSecondary, marginBottom: 2 }}>
              <strong>{m.sender === "customer" ? customerName : t(`adminSupport.senders.${m.sender}`)}</strong>
              {" · "}
              <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
                {formatDateTime(m.created_at)}
              </bdi>
            </div>
            {/* each message reads in its own direction (an English message in the Arabic interface too) */}
            <p dir="auto" style={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {m.body}
            </p>
          </li>
        ))}
      </ol>
      <div className="kh-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
