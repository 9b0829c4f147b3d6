import "../../../i18n/modules/admin-catalog";
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import { Avatar, Button, Space, Typography } from "antd";
import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { BilingualName } from "../../../components/portal/bilingual-name";
import type { AdminCategory } from "./category-form";

/** The handle a row is dragged by: mouse and touch-pad only; the up and down buttons do the same from the keyboard. */
export function DragHandle({
  category: c,
  onStart,
  onEnd,
}: {
  category: AdminCategory;
  onStart: (e: DragEvent<HTMLElement>, id: number) => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span
      className="kh-drag-handle"
      draggable
      onDragStart={(e) => onStart(e, c.id)}
      onDragEnd={onEnd}
      title={t("adminCatalog.categories.dragHandle", { name: c.name })}
      aria-hidden
      data-testid={`category-drag-${c.id}`}
    >
      <HolderOutlined />
    </span>
  );
}

/** The sort order, with up and down buttons when the rows may be moved. */
export function OrderCell({
  category: c,
  arrows,
  first,
  last,
  onMove,
}: {
  category: AdminCategory;
  arrows: boolean;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={2}>
      {arrows ? (
        <>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={first}
            aria-label={t("adminCatalog.categories.moveUp", { name: c.name })}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={last}
            aria-label={t("adminCatalog.categories.moveDown", { name: c.name })}
            onClick={() => onMove(1)}
          />
        </>
      ) : null}
      <Typography.Text type="secondary">{c.sort_order}</Typography.Text>
    </Space>
  );
}

/** The picture (or icon) and the two names. */
export function NameCell({ category: c }: { category: AdminCategory }) {
  return (
    <Space>
      <Avatar shape="square" size={40} src={c.image ?? c.icon ?? undefined} alt="">
        {c.name[0]}
      </Avatar>
      <BilingualName en={c.name_en} ar={c.name_ar} />
    </Space>
  );
}
