import { registerStrings } from "../lazy";

/** The partner dashboard's account standing banner (issue 18c): why Khidma deactivated the partner. */
export const en = {
  partnerAccountStatus: {
    inactiveTitle: "Your partner account is deactivated",
    reason: "Reason given by Khidma: {{reason}}",
    since: "Since {{date}}. Your services are hidden from customers until Khidma reactivates the account.",
  },
};

export const ar: typeof en = {
  partnerAccountStatus: {
    inactiveTitle: "حساب الشريك الخاص بك موقوف",
    reason: "السبب الذي ذكرته خدمة: {{reason}}",
    since: "منذ {{date}}. خدماتك مخفية عن العملاء حتى تعيد خدمة تفعيل الحساب.",
  },
};

registerStrings({ en, ar });
