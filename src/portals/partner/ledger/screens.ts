import { type ManifestEntry, resource } from "../../../config/screens";

/** The partner's Earnings (issue 17): its own ledger lines, in the Money group (declared by ../payouts/screens.ts). */
export const ledgerScreens: ManifestEntry[] = [
  resource({
    name: "ledger",
    identifier: "partner-ledger",
    label: "partnerMoney.nav.ledger",
    group: "money",
    permissions: { list: "read-payout" },
    screens: { list: { title: "titles.partnerLedger", load: () => import("./ledger-list") } },
  }),
];
