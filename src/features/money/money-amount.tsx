import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format";

/** The colour of an amount owed to Khidma: a red with 5.9:1 contrast on white and on antd's table rows. */
export const OWED_COLOR = "#cf1322";

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
      // antd's danger red (#ff4d4f) reads 3.3:1 on white; this red keeps 4.5:1 (axe-core, WCAG AA)
      style={{ whiteSpace: "nowrap", color: signed !== false && v < 0 ? OWED_COLOR : undefined }}
      data-testid="money-amount"
    >
      <bdi>{formatMoney(v, i18n.language)}</bdi>
    </Typography.Text>
  );
}
