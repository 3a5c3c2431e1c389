import { type AccessibilitySettings, ERROR_MESSAGES } from "@kindred/contract";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import {
  type AccessibilityState,
  type AccessibilityStore,
  accessibilityClasses,
  browserAccessibilityEnvironment,
  createAccessibilityStore,
} from "../stores/accessibilityStore";

const AccessibilityContext = createContext<AccessibilityStore | null>(null);

/** Holds the accessibility settings and mirrors them onto <html> as classes. */
export const AccessibilityProvider = ({ children, store }: { children: ReactNode; store?: AccessibilityStore }) => {
  const [accessibilityStore] = useState(() => store ?? createAccessibilityStore(browserAccessibilityEnvironment()));
  const settings = useStore(accessibilityStore, (state) => state.settings);

  useEffect(() => {
    const root = document.documentElement;
    const classes = accessibilityClasses(settings);
    root.classList.add(...classes);
    return () => root.classList.remove(...classes);
  }, [settings]);

  return <AccessibilityContext.Provider value={accessibilityStore}>{children}</AccessibilityContext.Provider>;
};

/** The settings and their updater; only inside AccessibilityProvider. */
export const useAccessibility = (): AccessibilityState => {
  const store = useContext(AccessibilityContext);
  if (!store) throw new Error(ERROR_MESSAGES.accessibilityOutsideProvider);
  return useStore(store);
};

export type { AccessibilitySettings };
