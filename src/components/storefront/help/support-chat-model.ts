export const SUPPORT_KEY_STORAGE = "khidma.supportKey";
export const POLL_MS = 5000;
export const BODY_MAX = 2000;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
export interface ThreadAnswer {
  thread: SupportThread | null;
  messages: SupportMessage[];
}
export interface PostAnswer {
  thread: SupportThread;
  messages: SupportMessage[];
  support_key?: string;
}
export interface Pending {
  localId: number;
  body: string;
  status: "sending" | "failed";
  created_at: string;
}

export const readKey = (): string | null => {
  try {
    return localStorage.getItem(SUPPORT_KEY_STORAGE);
  } catch {
    return null;
  }
};
export const writeKey = (key: string) => {
  try {
    localStorage.setItem(SUPPORT_KEY_STORAGE, key);
  } catch {
    // private mode: the conversation lasts for this page only
  }
};

/** Merges messages by id, in id order. */
export const merge = (current: SupportMessage[], incoming: SupportMessage[]): SupportMessage[] => {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};
