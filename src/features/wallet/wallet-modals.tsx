import { useKhidmaStore } from "../../state";
import { LoyaltyModal } from "./loyalty-modal";
import { TopUpModal } from "./top-up-modal";

/** Mounted by the header's host while a UI flag is set; closing clears the flag. */
export default function WalletModals() {
  const topUpOpen = useKhidmaStore((s) => Boolean(s.ui.topUpOpen));
  const loyaltyOpen = useKhidmaStore((s) => Boolean(s.ui.loyaltyOpen));
  const setTopUpOpen = useKhidmaStore((s) => s.setTopUpOpen);
  const setLoyaltyOpen = useKhidmaStore((s) => s.setLoyaltyOpen);
  if (topUpOpen) return <TopUpModal onClose={() => setTopUpOpen(false)} />;
  if (loyaltyOpen) return <LoyaltyModal onClose={() => setLoyaltyOpen(false)} />;
  return null;
}
