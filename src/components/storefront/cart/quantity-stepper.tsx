import "../../../i18n/modules/cart";
import { useTranslation } from "react-i18next";
import { MAX_QUANTITY } from "../../../lib/cart";
import "./cart.css";

/** − 2 + : a labelled quantity stepper (1..max). `label` names what is counted, for screen readers. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = MAX_QUANTITY,
  disabled = false,
  label,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className="kh-stepper" role="group" aria-label={t("cart.quantityOf", { name: label })}>
      <button
        type="button"
        className="kh-stepper-button"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t("cart.decrease")}
      >
        −
      </button>
      <output className="kh-stepper-value" aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        className="kh-stepper-button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t("cart.increase")}
      >
        +
      </button>
    </div>
  );
}
