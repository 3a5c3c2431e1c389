import { afterEach, describe, expect, it } from "vitest";
import { jsonNumberIssues, registerInput, spaceOfferForm, spaceRequestInput, toErrorIssues } from "../index";
import { registerSpanish } from "./es/index";
import { type RenderLocale, setLocaleSource } from "./locale";

registerSpanish();

let locale: RenderLocale = "en";
setLocaleSource(() => locale);
afterEach(() => {
  locale = "en";
});

/** The message of each field a body is refused for, as the API answers them. */
const messagesOf = (schema: { safeParse: (body: unknown) => unknown }, body: unknown): Record<string, string> => {
  const result = schema.safeParse(body) as { success: boolean; error?: Parameters<typeof toErrorIssues>[0] };
  expect(result.success).toBe(false);
  return Object.fromEntries(
    toErrorIssues(result.error as Parameters<typeof toErrorIssues>[0]).map((i) => [i.path, i.message]),
  );
};

const offer = { capacity: "many", agreeToTerms: false, contactEmail: "not an email", description: "x".repeat(6000) };

/** What the offer form says about `offer`, field by field, in each language. */
const OFFER_MESSAGES = {
  en: {
    capacity: "Capacity must be at least 1",
    agreeToTerms: "You must agree to the terms of service to continue",
    contactEmail: "Please enter a valid email address",
    description: "Must be at most 5000 characters",
    spaceName: "Required",
  },
  es: {
    capacity: "La capacidad debe ser de al menos 1",
    agreeToTerms: "Debes aceptar las condiciones del servicio para continuar",
    contactEmail: "Escribe un correo electrónico válido",
    description: "Debe tener como máximo 5000 caracteres",
    spaceName: "Obligatorio",
  },
} as const;

describe("schema messages (built once, worded when an issue is raised)", () => {
  it.each(["en", "es", "en"] as const)("come out in the language active when a body is checked (%s)", (given) => {
    locale = given;
    expect(messagesOf(spaceOfferForm, offer)).toMatchObject(OFFER_MESSAGES[given]);
  });

  it("word refinements, bounds with a number, unions and JSON number checks in Spanish", () => {
    locale = "es";
    const request = messagesOf(spaceRequestInput, { participants: 200_000, values: ["workshop"], duration: "forever" });
    expect(request.participants).toBe("Los participantes previstos pueden ser como máximo 100.000");
    expect(request.values).toBe("Misión obligatoria: elige al menos una misión que coincida con tu proyecto.");
    expect(request.duration).toBe("Elige una opción de la lista");
    expect(messagesOf(spaceOfferForm, { supportedCauses: [] }).supportedCauses).toMatch(
      /^Misión o actividad obligatoria/,
    );
    expect(messagesOf(registerInput, { email: "a@b.co", password: "123" }).password).toBe(
      "La contraseña debe tener al menos 6 caracteres",
    );
    expect(jsonNumberIssues(spaceOfferForm, { capacity: "12" })).toEqual([
      { path: "capacity", message: "La capacidad debe ser de al menos 1" },
    ]);

    locale = "en";
    expect(messagesOf(spaceRequestInput, { participants: 200_000 }).participants).toBe(
      "Expected participants must be at most 100,000",
    );
  });
});
