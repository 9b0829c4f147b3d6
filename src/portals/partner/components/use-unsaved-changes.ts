import { useContext, useEffect } from "react";
import { UNSAFE_NavigationContext as NavigationContext } from "react-router";

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt on reload / tab close (beforeunload),
 * and a confirm on in-app navigation (links, menu, back). The app uses <BrowserRouter> (no data router, so no
 * `useBlocker`); like refine's UnsavedChangesNotifier, the navigator's push and go are wrapped while dirty (redirects, which replace, pass).
 */
export function useUnsavedChanges(dirty: boolean, message: string) {
  const { navigator } = useContext(NavigationContext);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    const nav = navigator as typeof navigator & { go?: (delta: number) => void };
    const { push, go } = nav;
    nav.push = (...args: Parameters<typeof push>) => {
      if (window.confirm(message)) push(...args);
    };
    if (go) {
      nav.go = (delta: number) => {
        if (window.confirm(message)) go(delta);
      };
    }
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      nav.push = push;
      if (go) nav.go = go;
    };
  }, [dirty, message, navigator]);
}
