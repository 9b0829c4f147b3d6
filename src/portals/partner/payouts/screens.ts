import { group, type ManifestEntry, page, resource } from "../../../config/screens";

/**
 * The partner's money screens (issue 17c): the Money menu group with Payouts (balance cards and the payouts list, a
 * payout's details) here and Earnings (the ledger, ../ledger/screens.ts). The printable statement is a page inside the
 * portal layout (the guard, the session and the header stay as on every screen; its print stylesheet hides the
 * layout's chrome), its own lazy chunk.
 */
export const payoutScreens: ManifestEntry[] = [
  group("money", "partnerMoney.nav.group", "payouts"),
  resource({
    name: "payouts",
    identifier: "partner-payouts",
    label: "partnerMoney.nav.payouts",
    group: "money",
    // statement: the details' CSV download and printable statement (payout/statement/{id}, payout/details/{id})
    permissions: { list: "read-payout", show: "read-payout-details", statement: "read-payout-details" },
    screens: {
      list: { title: "titles.partnerPayouts", load: () => import("./payout-list") },
      show: { title: "titles.partnerPayoutShow", load: () => import("./payout-details") },
    },
  }),
  page({
    path: "payouts/statement/:id",
    title: "titles.partnerPayoutStatement",
    permission: "read-payout-details",
    load: () => import("./statement-page"),
  }),
];
