import { useEffect, useRef } from "react";

/**
 * Calls the latest `handler` for every key pressed anywhere on the page while `active` (a tab's
 * keyboard triage: only while that tab is shown and no dialog is open).
 */
export const useDocumentKeydown = (active: boolean, handler: (event: KeyboardEvent) => void): void => {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, [active]);
};
