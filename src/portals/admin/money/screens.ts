import { group, type ManifestEntry, resource } from "../../../config/screens";

/**
 * The admin's finance screens (issue 17, src/portals/admin/money), in the Finance menu group: payouts across partners
 * (run a cycle, export the approved ones, a payout's details with approve / mark paid / mark failed), the partner
 * ledger (lines, balance, manual adjustment) and the commission rates. Shared money pieces: src/features/money.
 */
export const moneyScreens: ManifestEntry[] = [
  group("money", "adminMoney.nav.group", "payouts"),
  resource({
    name: "payouts",
    identifier: "admin-payouts",
    label: "adminMoney.nav.payouts",
    group: "money",
    permissions: {
      list: "read-payout",
      show: "read-payout-details",
      approve: "approve-payout",
      // mark paid and mark failed (payout/mark-paid/{id}, payout/mark-failed/{id})
      pay: "mark-paid-payout",
      export: "export-payout",
      run: "run-payout-cycle",
    },
    screens: {
      list: { title: "titles.adminPayouts", load: () => import("./payout-list") },
      show: { title: "titles.adminPayoutShow", load: () => import("./payout-details") },
    },
  }),
  resource({
    name: "ledger",
    identifier: "admin-ledger",
    label: "adminMoney.nav.ledger",
    group: "money",
    // the adjustment posts to ledger/adjust; the balance reads partner/balance
    permissions: { list: "read-payout", adjust: "adjust-ledger" },
    screens: {
      list: { title: "titles.adminLedger", load: () => import("./ledger-list") },
    },
  }),
  resource({
    name: "commission-rates",
    identifier: "admin-commission",
    label: "adminMoney.nav.commission",
    group: "money",
    permissions: { list: "read-commission", create: "update-commission" },
    screens: {
      list: { path: "commission", title: "titles.adminCommission", load: () => import("./commission-list") },
    },
  }),
];
