import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

/**
 * A signed AED amount as the server sent it (money is never computed in the browser): Latin digits kept left to right
 * inside Arabic text (<bdi>), on one line, an amount owed to Khidma (negative) in the error colour.
 */
export function MoneyAmount({
  value,
  strong,
  signed,
}: {
  value: number | null | undefined;
  strong?: boolean;
  /** colour a negative amount as owed to Khidma (default true) */
  signed?: boolean;
}) {
  const { i18n } = useTranslation();
  const v = value ?? 0;
  return (
    <Typography.Text
      strong={strong}
      type={signed !== false && v < 0 ? "danger" : undefined}
      style={{ whiteSpace: "nowrap" }}
      data-testid="money-amount"
    >
      <bdi>{formatMoney(v, i18n.language)}</bdi>
    </Typography.Text>
  );
}
