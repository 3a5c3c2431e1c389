import { useEffect } from "react";
import { useChooseLocale, useCurrentUser } from "../queries/auth";
import { chooseLocale, chosenLocale, useLocaleStore } from "../stores/localeStore";

/**
 * A signed-in member reads in the language they saved, on any browser or device they sign in on.
 * A member who has saved none keeps the language chosen in this browser (on /login, say): it is
 * saved for them, so their mail and notifications follow it.
 */
export const useSavedLocale = () => {
  const { user } = useCurrentUser();
  const { mutate: choose } = useChooseLocale();
  const signedIn = user !== null;
  const saved = user?.locale ?? null;
  useEffect(() => {
    if (saved) {
      if (saved !== useLocaleStore.getState().locale) void chooseLocale(saved);
      return;
    }
    const chosen = signedIn ? chosenLocale() : null;
    if (chosen) choose({ locale: chosen, signedIn: true });
  }, [saved, signedIn, choose]);
};
