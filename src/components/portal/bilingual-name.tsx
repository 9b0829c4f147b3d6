import { Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * A bilingual record's two names in an admin list: the interface language's name first (bold), the other under it
 * (secondary), each marked with its language and direction. The lists that show both names (categories,
 * attributes, property sizes) use it, so the Arabic screen leads with the Arabic name.
 */
export function BilingualName({ en, ar }: { en: string; ar: string }) {
  const { i18n } = useTranslation();
  const names = [
    { lang: "en", dir: "ltr", text: en },
    { lang: "ar", dir: "rtl", text: ar },
  ] as const;
  const [first, second] = i18n.language === "ar" ? [names[1], names[0]] : names;
  return (
    <span>
      <Typography.Text strong lang={first.lang} dir={first.dir}>
        {first.text}
      </Typography.Text>
      <br />
      <Typography.Text type="secondary" lang={second.lang} dir={second.dir}>
        {second.text}
      </Typography.Text>
    </span>
  );
}
