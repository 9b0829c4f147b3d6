import "../../../../i18n/modules/discovery";
import { useTranslation } from "react-i18next";
import { CategoryCard } from "../../../../components/storefront/cards/category-card";
import { SkeletonGrid } from "../../../../components/storefront/cards/skeleton";
import type { Category } from "../../../../components/storefront/cards/types";
import { useApiList } from "../../../../lib/use-api";
import { ALL_CATEGORIES } from "../first-queries";
import { ListState, PageHeader } from "./page-layout";
import "./discovery.css";

/** /categories: every category (limit=-1) as a grid of tiles. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const query = useApiList<Category>(...ALL_CATEGORIES);
  return (
    <main>
      <PageHeader title={t("discovery.categories.title")} intro={t("discovery.categories.intro")} />
      <div className="kh-container kh-disc-section">
        <ListState
          query={query}
          items={(d) => d.data}
          skeleton={<SkeletonGrid count={8} variant="tile" className="kh-grid-tiles" />}
        >
          {(rows) => (
            <ul className="kh-grid-tiles kh-plain" data-testid="category-grid">
              {rows.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </main>
  );
}
