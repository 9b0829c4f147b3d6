import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import "./discovery.css";

/** The category filter of the service lists: "All categories" or one of them (value is the id as a string). */
export function CategorySelect({
  categories,
  value,
  onChange,
}: {
  categories: Array<{ id: number; name: string }>;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="kh-field">
      {t("discovery.common.category")}
      <select className="kh-select" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("discovery.common.allCategories")}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}
