import "../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { initialOf, plural } from "./helpers";
import { SafeImage } from "./safe-image";
import type { Category } from "./types";
import "./cards.css";

/** A category tile: icon, name and service count, linking to /categories/:id. */
export function CategoryCard({ category, compact = false }: { category: Category; compact?: boolean }) {
  const { t } = useTranslation();
  const icon = category.icon || category.image;
  return (
    <Link to={`/categories/${category.id}`} className={`kh-cat-card ${compact ? "is-compact" : ""}`.trim()}>
      <span className="kh-cat-icon">
        <SafeImage
          src={icon}
          alt=""
          width={48}
          height={48}
          fallback={<span aria-hidden="true">{initialOf(category.name)}</span>}
        />
      </span>
      <span className="kh-cat-text">
        <span className="kh-cat-name">{category.name}</span>
        {typeof category.service_count === "number" ? (
          <span className="kh-muted kh-small">
            {plural(t, "discovery.common.servicesCount", category.service_count)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
