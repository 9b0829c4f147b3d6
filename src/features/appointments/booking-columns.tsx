import "../../i18n/modules/package-visits";
import { ShowButton } from "@refinedev/antd";
import { type TableColumnsType, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApiSchema } from "../../api/api-types";

/** A booking row as `admin/booking/list` and `partner/booking/list` answer it. */
type BookingRow = ApiSchema<"AdminBooking">;
type Column = TableColumnsType<BookingRow>[number];

const secondary = { fontSize: 12 };

/**
 * The number cell of the admin and partner appointment tables: the number linking to `href`, `badge` beside it, the
 * package a visit belongs to under it, then `folded` (what a narrow screen shows under the number).
 */
export function BookingNumberCell({
  booking,
  href,
  badge,
  folded,
}: {
  booking: BookingRow;
  href: string;
  badge?: ReactNode;
  folded?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <span>
      <Link to={href} data-testid="appointment-link">
        <bdi>{booking.number}</bdi>
      </Link>
      {badge}
      {booking.package ? (
        <>
          <br />
          <Typography.Text type="secondary" style={secondary} data-testid="appointment-package">
            {t("packageVisits.bookingTag", { name: booking.package.name })}
          </Typography.Text>
        </>
      ) : null}
      {folded}
    </span>
  );
}

/** The customer's name, with the phone (or the email) under it. */
export const customerColumn = (title: string): Column => ({
  key: "customer",
  title,
  responsive: ["md"],
  render: (_, b) => (
    <span>
      {b.customer.name}
      <br />
      <Typography.Text type="secondary" style={secondary}>
        <bdi>{b.customer.phone ?? b.customer.email}</bdi>
      </Typography.Text>
    </span>
  ),
});

/** The booked services, "name × quantity", on wide screens. */
export const servicesColumn = (title: string): Column => ({
  key: "services",
  title,
  responsive: ["xl"],
  render: (_, b) => b.services.map((s) => `${s.name} × ${s.quantity}`).join(", "),
});

/** The details button of a row, named by `label`. */
export const showColumn = (title: string, resource: string, label: (b: BookingRow) => string): Column => ({
  key: "actions",
  title,
  render: (_, b) => <ShowButton hideText size="small" resource={resource} recordItemId={b.id} aria-label={label(b)} />,
});
