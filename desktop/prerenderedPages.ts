// By path: Vite loads its config with Node, which leaves workspace packages to Node, and Node cannot load the contract's TypeScript.
import { registerSpanish } from "../contract/src/i18n/es/index";
import { LOCALES, type Locale, setLocaleSource } from "../contract/src/i18n/locale";
import { WEB_TEXTS } from "../contract/src/webTexts";

/**
 * Pages the web build prerenders: the header and first content of a page, in the markup and
 * classes the app renders them with, painted before any script runs. The server answers
 * `pages/<audience>/<name>.html` for `/<name>` (`index` for `/`) when the build made one, the
 * audience being "member" for a request with a session cookie, in English, and the same under
 * `pages/<language>/…` in each other language (DESIGN 11.5); the app then replaces it with the
 * full page (src/renderer/src/start.tsx). What depends on the member (their name) is left blank
 * at its real size.
 */
export interface PrerenderedPage {
  /** Where the page is written in the build, relative to its folder. */
  file: string;
  /** The scene the page shows: its stylesheets are inlined and its modules preloaded. */
  scene: string;
  title: string;
  /** The inside of #root. */
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LOGO =
  '<svg class="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="9" fill="currentColor"></rect><path d="M8 15.5 16 9l8 6.5V24H8z" fill="#fff"></path>' +
  '<path d="M16 22.2s-3.6-2.2-3.6-4.6a1.9 1.9 0 0 1 3.6-.9 1.9 1.9 0 0 1 3.6.9c0 2.4-3.6 4.6-3.6 4.6z" fill="#d97706"></path></svg>';

/**
 * The app's header with its logo; the room of what the app adds is kept, so the logo sits where
 * the app puts it: off the home page a back button before the logo, and the header's six tools
 * (explore, search, guidelines, accessibility, notifications, account menu) after it.
 */
const header = (home: boolean) =>
  '<header class="app-header"><div class="app-header-inner">' +
  `<div class="${home ? "app-header-start" : "app-header-start has-back"}">` +
  (home ? "" : '<span class="prerendered-tool" aria-hidden="true"></span>') +
  // Out of the tab order: the app replaces the page, and a focus kept there would be lost with it.
  `<a class="logo-link" aria-label="${escapeHtml(WEB_TEXTS.landmarks.homeLink)}" href="/" tabindex="-1">${LOGO}` +
  `<span class="logo-text">${escapeHtml(WEB_TEXTS.appName)}</span></a></div>` +
  `<div class="app-header-actions">${'<span class="prerendered-tool" aria-hidden="true"></span>'.repeat(6)}</div>` +
  "</div></header>";

const shell = (home: boolean, main: string) =>
  `<div class="app">${header(home)}<main id="main-content" class="app-main" tabindex="-1">${main}</main></div>`;

/** The home page's hero; `eyebrow` null leaves the member's welcome line blank. */
const hero = (eyebrow: string | null) =>
  '<div class="home"><section class="hero" aria-labelledby="hero-title">' +
  `<p class="hero-eyebrow">${eyebrow === null ? "&nbsp;" : escapeHtml(eyebrow)}</p>` +
  `<h1 id="hero-title">${escapeHtml(WEB_TEXTS.home.heroTitle)}</h1>` +
  `<p class="hero-text">${escapeHtml(WEB_TEXTS.home.heroText)}</p></section></div>`;

const HOME_SCENE = "src/scenes/Home/HomeScene.tsx";
const pageTitle = (title: string) => `${title} · ${WEB_TEXTS.appName}`;

const pagesInOneLanguage = (): PrerenderedPage[] => [
  {
    file: "pages/visitor/index.html",
    scene: HOME_SCENE,
    title: pageTitle(WEB_TEXTS.pageTitles.home),
    body: shell(true, hero(WEB_TEXTS.tagline)),
  },
  {
    file: "pages/member/index.html",
    scene: HOME_SCENE,
    title: pageTitle(WEB_TEXTS.pageTitles.home),
    body: shell(true, hero(null)),
  },
  {
    file: "pages/member/messages.html",
    scene: "src/scenes/Messages/MessagesScene.tsx",
    title: pageTitle(WEB_TEXTS.pageTitles.messages),
    body: shell(
      false,
      `<div class="messages-page"><h1 class="messages-heading">${escapeHtml(WEB_TEXTS.pageTitles.messages)}</h1></div>`,
    ),
  },
];

/** Where a language's pages are written: English at the top, each other language in its folder. */
export const pagesFolder = (locale: Locale) => (locale === "en" ? "pages" : `pages/${locale}`);

/** Every prerendered page in every language, with the language it is in. */
export const prerenderedPages = (): (PrerenderedPage & { locale: Locale })[] => {
  registerSpanish();
  return LOCALES.flatMap((locale) => {
    setLocaleSource(() => locale);
    try {
      return pagesInOneLanguage().map((page) => ({
        ...page,
        locale,
        file: page.file.replace(/^pages\//, `${pagesFolder(locale)}/`),
      }));
    } finally {
      setLocaleSource(() => "en");
    }
  });
};
