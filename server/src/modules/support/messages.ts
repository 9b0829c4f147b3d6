import { addTranslations } from "../../lib/i18n.js";

/** Support inbox messages (issue 18c): assigning, closing and replying, and why a closed conversation refuses. */
export const THREAD_ASSIGNED = "Conversation assigned";
export const THREAD_ALREADY_CLOSED = "This conversation is already closed.";
export const REPLY_TO_CLOSED =
  "This conversation is closed, so it takes no more replies. The customer's next message starts a new one.";
export const ASSIGN_CLOSED = "This conversation is closed, so it cannot be assigned.";
export const AGENT_INVALID =
  "The user must be an active Khidma staff member allowed to reply to support conversations.";

addTranslations(
  {
    [THREAD_ASSIGNED]: "تم إسناد المحادثة",
    [THREAD_ALREADY_CLOSED]: "هذه المحادثة مغلقة بالفعل.",
    [REPLY_TO_CLOSED]: "هذه المحادثة مغلقة، لذا لا تقبل ردودًا أخرى. رسالة العميل التالية تبدأ محادثة جديدة.",
    [ASSIGN_CLOSED]: "هذه المحادثة مغلقة، لذا لا يمكن إسنادها.",
    [AGENT_INVALID]: "يجب أن يكون المستخدم موظفًا نشطًا في خدمة ومخوّلًا بالرد على محادثات الدعم.",
  },
  [],
  { "user id": "رقم المستخدم" },
);

/** The customer's notification of an agent's reply: a short excerpt of the reply, in both languages. */
export const EXCERPT_MAX = 140;
export const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};
