import "../../../i18n/modules/partner-onboarding";
import { CheckCircleFilled } from "@ant-design/icons";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";

/** ISO 13616 mod-97 check of a UAE IBAN (`AE` + 21 digits), as the server does it. */
export function isUaeIban(raw: string): boolean {
  const iban = raw.replace(/[\s-]/g, "").toUpperCase();
  if (!/^AE\d{21}$/.test(iban)) return false;
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Upper-cases, keeps letters and digits (23 at most) and groups them by four: `AE07 0331 2345 ...`. */
export const formatIban = (raw: string | undefined): string =>
  (raw ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 23)
    .replace(/(.{4})/g, "$1 ")
    .trim();

/** The local part of a UAE mobile after +971: `501234567` from `+971501234567`, `0501234567` or `50 123 4567`. */
export const localMobile = (raw: string | null | undefined): string => {
  const digits = (raw ?? "").replace(/\D/g, "");
  if (digits.startsWith("971")) return digits.slice(3);
  if (digits.startsWith("0")) return digits.slice(1);
  return digits;
};

export function IbanHint({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const compact = (value ?? "").replace(/\s/g, "");
  if (!compact) return <span>{t("onboarding.contact.ibanFormat")}</span>;
  if (compact.length === 23 && isUaeIban(compact))
    return (
      <Typography.Text type="success" data-testid="iban-hint">
        <CheckCircleFilled /> {t("onboarding.contact.ibanValid")}
      </Typography.Text>
    );
  return (
    <span data-testid="iban-hint">
      {t("onboarding.contact.ibanProgress", { count: compact.length })} · {t("onboarding.contact.ibanFormat")}
    </span>
  );
}
