import "../../../../i18n/modules/admin-packages";
import { Alert, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PartnerSelect } from "../../../../components/portal/partner-select";
import { PackageForm, type PackagePartnerField } from "../../../../features/catalog/packages/package-form";
import PackageShowPage from "../../../../features/catalog/packages/package-show";
import { HandpickedSwitch } from "./handpicked-switch";

/** /admin/packages/show/:id: the partner portal's manage page, plus the partner and the handpicked switch. */
export function AdminPackageShowPage() {
  const { t } = useTranslation();
  return (
    <PackageShowPage
      extraButtons={(pkg, refresh) => (
        <HandpickedSwitch id={pkg.id} name={pkg.name} value={pkg.is_handpicked} onChanged={refresh} withLabel />
      )}
      extraInfo={(pkg) =>
        pkg.partner ? (
          <Alert
            type="info"
            data-testid="package-partner"
            message={
              <Space wrap size={4}>
                <Typography.Text>{t("adminPackages.partner")}:</Typography.Text>
                <Link to={`/admin/partners/show/${pkg.partner.id}`}>{pkg.partner.name}</Link>
              </Space>
            }
          />
        ) : null
      }
    />
  );
}

function usePartnerField(): PackagePartnerField {
  const { t } = useTranslation();
  return {
    label: t("adminPackages.partner"),
    requiredMessage: t("adminPackages.partnerRequired"),
    servicesHint: t("adminPackages.servicesHint"),
    select: ({ disabled }) => (
      <PartnerSelect
        source="search"
        disabled={disabled}
        notFound={t("adminPackages.noMatches")}
        testId="package-partner"
      />
    ),
  };
}

/** /admin/packages/create: the partner portal's form with a partner to create it for (`partner_id`). */
export function AdminPackageCreatePage() {
  return <PackageForm mode="create" partner={usePartnerField()} />;
}

/** /admin/packages/edit/:id: the same form; the partner is shown, not changed. */
export function AdminPackageEditPage() {
  return <PackageForm mode="edit" partner={usePartnerField()} />;
}
