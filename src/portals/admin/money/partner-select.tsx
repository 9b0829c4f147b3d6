import { type IdSelectProps, ResourceSelect } from "./resource-select";

/**
 * A partner picker (admin/partner/list, searched on the server); used as a list filter (allowClear: "all partners")
 * and in the adjustment and commission forms.
 */
export function PartnerSelect(props: IdSelectProps) {
  return (
    <ResourceSelect
      {...props}
      resource="admin-partners"
      pageSize={20}
      label="adminMoney.common.partner"
      allLabel="adminMoney.common.allPartners"
    />
  );
}
