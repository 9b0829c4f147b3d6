import { type IdSelectProps, ResourceSelect } from "./resource-select";

/** A service category picker (service-category/list, searched on the server). */
export function CategorySelect(props: IdSelectProps) {
  return (
    <ResourceSelect
      {...props}
      resource="admin-service-categories"
      pageSize={50}
      label="adminMoney.commission.category"
      allLabel="adminMoney.commission.allCategories"
    />
  );
}
