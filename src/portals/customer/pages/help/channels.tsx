import "../../../../i18n/modules/help";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useKhidmaStore } from "../../../../state";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

export interface SupportContacts {
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
}

/** Support contacts from the configuration's master_setting (support_email, support_phone, whatsapp). */
export function useSupportContacts(): SupportContacts {
  const ms = useKhidmaStore((s) => s.config.master_setting);
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  return { email: text(ms?.support_email), phone: text(ms?.support_phone), whatsapp: text(ms?.whatsapp) };
}

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

export const ICONS = {
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2m0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2m4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3",
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.3 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1 11.4 11.4 0 0 0 .6 3.6 1 1 0 0 1-.3 1z",
  email: "M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2m0 4-8 5-8-5V6l8 5 8-5z",
  form: "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7l-5 4V6a2 2 0 0 1 2-2m3 5v2h10V9zm0 4v2h7v-2z",
} as const;

/** The support channels as a list of cards (WhatsApp, phone, email). */
export function SupportChannels({ compact = false, extra }: { compact?: boolean; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { email, phone, whatsapp } = useSupportContacts();
  const items = [
    whatsapp && {
      key: "whatsapp",
      icon: ICONS.whatsapp,
      title: t("help.support.whatsapp"),
      body: t("help.support.whatsappBody"),
      value: whatsapp,
      href: `https://wa.me/${digits(whatsapp).replace(/^\+/, "")}`,
      external: true,
    },
    phone && {
      key: "phone",
      icon: ICONS.phone,
      title: t("help.support.call"),
      body: t("help.support.callBody"),
      value: phone,
      href: `tel:${digits(phone)}`,
      external: false,
    },
    email && {
      key: "email",
      icon: ICONS.email,
      title: t("help.support.email"),
      body: t("help.support.emailBody"),
      value: email,
      href: `mailto:${email}`,
      external: false,
    },
  ].filter(Boolean) as Array<{
    key: string;
    icon: string;
    title: string;
    body: string;
    value: string;
    href: string;
    external: boolean;
  }>;
  if (items.length === 0 && !extra) return null;
  return (
    <ul className={compact ? "kh-channels kh-channels-compact" : "kh-channels"}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            className={`kh-channel kh-channel-${item.key}`}
            href={item.href}
            {...(item.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            <span className="kh-channel-icon">
              <Icon d={item.icon} />
            </span>
            <span className="kh-channel-text">
              <strong>{item.title}</strong>
              {compact ? null : <span className="kh-channel-body">{item.body}</span>}
              <bdi dir="ltr" className="kh-channel-value">
                {item.value}
              </bdi>
            </span>
          </a>
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  );
}

export { Icon as ChannelIcon };
