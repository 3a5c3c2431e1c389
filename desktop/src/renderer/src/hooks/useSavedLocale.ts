import { useEffect } from "react";
import { useCurrentUser } from "../queries/auth";
import { chooseLocale, useLocaleStore } from "../stores/localeStore";

/** A signed-in member reads in the language they saved, on any browser or device they sign in on. */
export const useSavedLocale = () => {
  const { user } = useCurrentUser();
  const saved = user?.locale ?? null;
  useEffect(() => {
    if (saved && saved !== useLocaleStore.getState().locale) void chooseLocale(saved);
  }, [saved]);
};
