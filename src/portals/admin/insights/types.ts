/** Shape of GET admin/dashboard (docs/api-catalog.md "Admin: insights"); money in AED. */
export interface AdminDashboard {
  range: { from: string; to: string; days: number; timezone: string };
  currency: "AED";
  bookings: { total: number; by_status: { status: string; label: string; count: number }[] };
  revenue: {
    total: number;
    vat: number;
    net: number;
    orders: number;
    by_kind: { kind: string; orders: number; total: number }[];
  };
  partners: { new: number; active: number };
  applications: { pending: number; submitted: number; under_review: number };
  top_categories: { id: number; name: string; bookings: number }[];
  series: { date: string; bookings: number; revenue: number }[];
  packages: {
    sold: number;
    revenue: number;
    top: { id: number; name: string; partner_name: string; sold: number; revenue: number }[];
  };
}
