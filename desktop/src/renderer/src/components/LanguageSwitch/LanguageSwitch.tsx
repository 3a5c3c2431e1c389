import { LANGUAGE_TEXTS, LOCALE_NAMES, switchableLocales } from "@kindred/contract";
import { Button } from "antd";
import { useId } from "react";
import { useChooseLocale, useCurrentUser } from "../../queries/auth";
import { useLocaleStore } from "../../stores/localeStore";

/**
 * The languages side by side, each named in itself (on /login); the one on screen is pressed.
 * Nothing shows while only one language is offered.
 */
export const LanguageSwitch = () => {
  const current = useLocaleStore((state) => state.locale);
  const { isAuthenticated } = useCurrentUser();
  const choose = useChooseLocale();
  const labelId = useId();
  const locales = switchableLocales(current);
  if (locales.length < 2) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset.
    <div className="language-switch" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="language-switch-label">
        {LANGUAGE_TEXTS.label}
      </span>
      {locales.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="small"
          type={locale === current ? "primary" : "default"}
          aria-pressed={locale === current}
          disabled={choose.isPending}
          onClick={() => locale !== current && choose.mutate({ locale, signedIn: isAuthenticated })}
        >
          {LOCALE_NAMES[locale]}
        </Button>
      ))}
    </div>
  );
};
