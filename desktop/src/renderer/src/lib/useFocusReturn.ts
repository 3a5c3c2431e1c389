import { useCallback, useRef } from "react";

/**
 * Where focus goes back when a dialog closes: the control that opened it. `remember` notes the
 * focused control when the dialog opens (or `fallback` when nothing is focused, as after a click
 * on a table row or a keyboard shortcut); `restore` focuses it again once the dialog is gone.
 */
export const useFocusReturn = () => {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback((fallback?: HTMLElement | null) => {
    const active = document.activeElement;
    const control =
      active instanceof HTMLElement && active.matches("button, a[href], input, select, textarea, [role='button']");
    opener.current = control ? active : (fallback ?? null);
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After the dialog's own focus handling, which runs as it unmounts.
    requestAnimationFrame(() => {
      if (target.isConnected) target.focus();
    });
  }, []);
  return { remember, restore };
};
