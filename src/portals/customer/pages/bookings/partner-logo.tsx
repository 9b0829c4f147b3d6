import "../../../../i18n/modules/bookings";
import { initialOf } from "../../../../components/storefront/cards";
import { SafeImage } from "../../../../components/storefront/cards/safe-image";

/** A partner's logo, or its initial on a tinted square. */
export function PartnerLogo({ name, logo, size = 48 }: { name: string; logo: string | null; size?: number }) {
  return (
    <SafeImage
      src={logo}
      alt=""
      width={size}
      height={size}
      className="kh-bk-logo"
      fallback={
        <span className="kh-bk-logo kh-bk-logo-initial" style={{ width: size, height: size }} aria-hidden="true">
          {initialOf(name)}
        </span>
      }
    />
  );
}
