import "../../../../i18n/modules/bookings";
import { useTranslation } from "react-i18next";
import { useCancellationRules } from "./use-format";

/** The fee rule in words ("25% fee: between 12 and 2 hours before"), the percentage being the server's. */
export function FeeRule({
  rule,
  percent,
  action = "cancel",
}: {
  rule: string;
  percent: number;
  action?: "cancel" | "reschedule";
}) {
  const { t } = useTranslation();
  const r = useCancellationRules();
  const group = action === "cancel" ? "rules" : "rescheduleRules";
  return (
    <p className={`kh-bk-rule kh-bk-rule-${rule}`} data-testid="fee-rule">
      {t(`bookings.${group}.${rule}`, { free: r.free, late: r.late, percent, defaultValue: "" })}
    </p>
  );
}
