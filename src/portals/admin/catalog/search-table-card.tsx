import { Card, Input } from "antd";
import type { ReactNode } from "react";
import type { useListFilters } from "../../../components/portal/use-list-filters";

/** What a catalog table card is given: its list (search and table), what the user may do, and what to do. */
export interface TableCardProps<Row extends { id: number }> {
  list: Pick<ReturnType<typeof useListFilters<Row>>, "searchProps" | "tableProps">;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<void>;
}

/** A card with a title, buttons on the right, a search box (labelled `searchLabel`) above its table. */
export function SearchTableCard({
  title,
  extra,
  searchProps,
  searchLabel,
  children,
}: {
  title: ReactNode;
  extra: ReactNode;
  searchProps: TableCardProps<{ id: number }>["list"]["searchProps"];
  searchLabel: string;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={extra}>
      <Input.Search {...searchProps} placeholder={searchLabel} aria-label={searchLabel} style={{ marginBottom: 12 }} />
      {children}
    </Card>
  );
}
