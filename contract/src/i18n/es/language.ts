import type { LanguageCatalog } from "../../languageTexts";
import type { Translation } from "../catalog";

export const language: Translation<LanguageCatalog> = {
  label: "Idioma",
  menuItem: "Idioma: {language}",
  failed: "No se pudo cambiar el idioma. Inténtalo de nuevo.",
};
