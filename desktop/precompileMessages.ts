import { parse as parseSource } from "@babel/parser";
import { parse as parseMessage } from "@formatjs/icu-messageformat-parser";
import MagicString, { type SourceMap } from "magic-string";
import type { Plugin } from "vite";

/**
 * The contract's ICU messages, parsed when the app is built instead of in the browser (FormatJS's
 * own advice): English messages are the first argument of `msg(…)`, a translation's messages are
 * its texts with an argument in braces (catalogs hold no other braces: the catalogs test checks).
 * Each becomes its parsed form, and intl-messageformat runs without its parser, which then never
 * reaches the browser (about 7 KB gzip of the first page's JavaScript).
 */
const CATALOG_SOURCES = /[\\/]contract[\\/]src[\\/].*\.ts$/;
const TRANSLATIONS = /[\\/]contract[\\/]src[\\/]i18n[\\/](es)[\\/][^\\/]+\.ts$/;

interface Located {
  type: string;
  start?: number | null;
  end?: number | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Located =>
  typeof value === "object" && value !== null && typeof (value as Located).type === "string";

const children = (node: Located): Located[] =>
  Object.entries(node).flatMap(([key, value]) =>
    key === "loc" || key === "extra" ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

/** A string literal's text, or a template literal's when it has no `${…}`. */
const literalText = (node: Located): string | undefined => {
  if (node.type === "StringLiteral") return node.value as string;
  if (node.type === "TemplateLiteral" && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
};

/** The source with each message replaced by its parsed form; undefined when it holds none. */
export const precompileCatalog = (code: string, id: string): { code: string; map: SourceMap } | undefined => {
  const translation = TRANSLATIONS.exec(id);
  if (!translation && !code.includes("msg<") && !code.includes("msg(")) return undefined;
  const locale = translation?.[1] ?? "en";
  const source = parseSource(code, { sourceType: "module", plugins: ["typescript"] });
  const output = new MagicString(code);
  const replace = (node: Located) => {
    const text = literalText(node);
    if (text === undefined || node.start == null || node.end == null) return;
    output.overwrite(
      node.start,
      node.end,
      JSON.stringify(parseMessage(text, { ignoreTag: true, locale: new Intl.Locale(locale) })),
    );
  };
  const visit = (node: Located) => {
    if (node.type === "ImportDeclaration" || node.type === "ExportAllDeclaration") return;
    if (!translation && node.type === "CallExpression" && isNode(node.callee) && node.callee.name === "msg") {
      const [first] = node.arguments as Located[];
      if (first) replace(first);
      return;
    }
    if (translation && node.type === "ObjectProperty" && isNode(node.value)) {
      const text = literalText(node.value);
      if (text?.includes("{")) replace(node.value);
    }
    for (const child of children(node)) visit(child);
  };
  visit(source.program as unknown as Located);
  return output.hasChanged()
    ? { code: output.toString(), map: output.generateMap({ hires: true, source: id }) }
    : undefined;
};

export const precompileMessages = (): Plugin => ({
  name: "kindred:precompile-messages",
  enforce: "pre",
  config: () => ({
    resolve: {
      alias: [
        // Every message arrives parsed, so the parser stays out of the bundle.
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
        },
      ],
    },
  }),
  transform(code, id) {
    if (!CATALOG_SOURCES.test(id) || id.includes("node_modules") || /\.test\.ts$/.test(id)) return undefined;
    const compiled = precompileCatalog(code, id);
    return compiled;
  },
});
