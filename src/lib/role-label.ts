import { useTranslation } from "react-i18next";
import { BUILT_IN_ROLES } from "../../common/permissions";

const BUILT_IN_NAMES = new Set<string>(Object.values(BUILT_IN_ROLES).map((r) => r.name));

/**
 * A role's name as shown: the built-in ones (Admin, Support, User, Partner Owner, Dispatcher, Technician) in the
 * interface language, any other as it was named. The name itself stays the wire value (switch-role, forms).
 */
export function useRoleName(): (name: string) => string {
  const { t } = useTranslation();
  return (name) => (BUILT_IN_NAMES.has(name) ? t(`roles.builtIn.${name}`, { defaultValue: name }) : name);
}
