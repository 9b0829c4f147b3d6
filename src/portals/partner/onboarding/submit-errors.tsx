import "../../../i18n/modules/partner-onboarding";
import { Alert, Button } from "antd";
import { useTranslation } from "react-i18next";
import { STEP_KEYS, type StepKey } from "../../../features/partner-applications/types";
import { fieldErrorsOf, messageOf } from "../components/server-errors";

/** SPEC 3 (applications state): which tabs the last submit found incomplete, its messages per tab, and the rest. */
export interface SubmitErrors {
  tabs: StepKey[];
  byTab: Partial<Record<StepKey, string[]>>;
  other: string[];
}

export const NO_SUBMIT_ERRORS: SubmitErrors = { tabs: [], byTab: {}, other: [] };

/** A failed submit's 422 split by step (`documents: [...]`) and the messages of no step. */
export function submitErrorsOf(error: unknown): SubmitErrors {
  const errors = fieldErrorsOf(error) ?? {};
  const byTab: Partial<Record<StepKey, string[]>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if ((STEP_KEYS as readonly string[]).includes(key)) byTab[key as StepKey] = messages;
    else other.push(...messages);
  }
  if (!Object.keys(byTab).length && !other.length) other.push(messageOf(error));
  return { tabs: STEP_KEYS.filter((k) => byTab[k]), byTab, other };
}

/** The messages of the last submit, each incomplete step a link to it. */
export function SubmitErrorList({ errors, onOpen }: { errors: SubmitErrors; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  if (!errors.tabs.length && !errors.other.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="submit-errors"
      style={{ marginBottom: 16 }}
      message={t("onboarding.review.errorsTitle")}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {errors.tabs.map((key) => (
            <li key={key}>
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(STEP_KEYS.indexOf(key))}>
                {t(`onboarding.steps.${key}`)}
              </Button>
              : {(errors.byTab[key] ?? []).join(" ")}
            </li>
          ))}
          {errors.other.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      }
    />
  );
}
