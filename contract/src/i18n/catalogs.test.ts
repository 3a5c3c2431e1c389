import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import "../index";
import { englishCatalogs, translatedCatalogs } from "./catalog";
import { registerSpanish } from "./es/index";

registerSpanish();

/** Every argument an ICU message uses, however deep in plurals and selects. */
const argumentsOf = (elements: MessageFormatElement[], found = new Set<string>()): Set<string> => {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
};

const isMessage = (value: unknown): value is { icu: string; names: string[] } =>
  typeof value === "object" && value !== null && "icu" in value && "names" in value;

/** An English catalog as if it were its own translation: each message as its ICU text. */
const asTranslation = (node: unknown): unknown => {
  if (isMessage(node)) return node.icu;
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.map(asTranslation);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asTranslation(value)]));
};

interface Problem {
  path: string;
  problem: string;
}

/** Walks an English catalog beside its translation and lists what does not line up. */
const compare = (english: unknown, translated: unknown, path: string, problems: Problem[]) => {
  if (isMessage(english)) {
    if (typeof translated !== "string") return problems.push({ path, problem: "message missing" });
    const wanted = [...argumentsOf(parse(english.icu, { ignoreTag: true }))].sort();
    expect(new Set(english.names), `${path}: names and message agree`).toEqual(new Set(wanted));
    let given: string[];
    try {
      given = [...argumentsOf(parse(translated, { ignoreTag: true }))].sort();
    } catch (error) {
      return problems.push({ path, problem: `not an ICU message: ${(error as Error).message}` });
    }
    if (given.join() !== wanted.join()) {
      problems.push({ path, problem: `arguments {${given.join(", ")}} instead of {${wanted.join(", ")}}` });
    }
    return;
  }
  if (typeof english === "string") {
    if (typeof translated !== "string") problems.push({ path, problem: "text missing" });
    else if (english.trim() && !translated.trim()) problems.push({ path, problem: "empty" });
    // The app's build takes a translation's braced texts for messages: plain texts hold none.
    else if (/[{}]/.test(english) || /[{}]/.test(translated))
      problems.push({ path, problem: "a plain text with braces" });
    return;
  }
  if (typeof english === "function") {
    if (typeof translated !== "function") problems.push({ path, problem: "function missing" });
    else if (translated.length !== english.length) problems.push({ path, problem: "function takes other arguments" });
    return;
  }
  if (english !== null && typeof english === "object") {
    if (translated === null || typeof translated !== "object")
      return problems.push({ path, problem: "section missing" });
    for (const key of Object.keys(english)) {
      compare(
        (english as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${path}.${key}`,
        problems,
      );
    }
    for (const key of Object.keys(translated)) {
      if (!(key in english)) problems.push({ path: `${path}.${key}`, problem: "not in English" });
    }
  }
};

describe("the catalogs", () => {
  it("every Spanish catalog has every key of its English one, with the same arguments", () => {
    const problems: Problem[] = [];
    const spanish = translatedCatalogs("es");
    for (const [id, english] of englishCatalogs()) {
      if (!spanish.has(id)) {
        problems.push({ path: id, problem: "no Spanish catalog" });
        continue;
      }
      compare(english, spanish.get(id), id, problems);
    }
    expect(problems).toEqual([]);
  });

  it("every English message parses as ICU and names exactly the arguments it uses", () => {
    const problems: Problem[] = [];
    for (const [id, english] of englishCatalogs()) compare(english, asTranslation(english), id, problems);
    expect(problems).toEqual([]);
  });

  it("finds a key missing in Spanish and a placeholder that does not match", () => {
    const problems: Problem[] = [];
    const english = {
      a: "A",
      b: { icu: "Hello {name}", names: ["name"] },
      c: { icu: "{n, plural, one {# day} other {# days}}", names: ["n"] },
    };
    compare(english, { b: "Hola {nombre}", c: "{n, plural, one {# día} other {# días}}" }, "sample", problems);
    expect(problems).toEqual([
      { path: "sample.a", problem: "text missing" },
      { path: "sample.b", problem: "arguments {nombre} instead of {name}" },
    ]);
  });
});
