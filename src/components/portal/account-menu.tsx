import { Button, type MenuProps } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";

const loadDropdown = () => import("antd/es/dropdown/index.js");
const Dropdown = lazy(loadDropdown);

/**
 * The header's account button and its menu (profile, password, sign out). antd's Dropdown (about 4 KiB gzip with
 * rc-dropdown) is on no other first load of a portal page, so it loads when the button is first pointed at, focused
 * or clicked; a click before it has arrived opens the menu as soon as it has.
 */
export function AccountMenu({ items, children }: { items: MenuProps["items"]; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => {
    loadDropdown().catch(() => undefined);
  };
  const button = (
    <Button
      type="text"
      data-testid="account-menu"
      style={{ height: "auto" }}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      {children}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <Dropdown menu={{ items }} trigger={["click"]} placement="bottomRight" open={open} onOpenChange={setOpen}>
        {button}
      </Dropdown>
    </Suspense>
  );
}
