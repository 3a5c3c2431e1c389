import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { embeddedDatabase } from "./apiProcess";

export const SOAK_PASSWORD = "soak-password-123";

export interface Member {
  id: string;
  email: string;
  cookie: string;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/**
 * Registers a new member over HTTP (signed in by the answer) and confirms their email in the
 * server's database: the soak is about crashes and outages, and its members write at once.
 */
export const registerMember = async (baseUrl: string, label: string, dataDir: string): Promise<Member> => {
  const email = `soak-${label}-${randomUUID().slice(0, 8)}@example.org`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: SOAK_PASSWORD, firstName: "Soak", lastName: label }),
  });
  if (response.status !== 201)
    throw new Error(`registering ${email}: HTTP ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  await embeddedDatabase(dataDir).query(`UPDATE users SET "emailVerified" = true WHERE "id" = $1`, [id]);
  return { id, email, cookie: cookieOf(response) };
};

/** A space request whose title carries `marker`, so the soak can count it in the database. */
export const spaceRequestBody = (marker: string, contactEmail: string) => ({
  title: `Soak ${marker}`,
  description: "Wheel throwing for beginners; needs tables and a sink.",
  spaceType: "studio",
  location: "rino",
  participants: 12,
  values: ["creative-arts", "community-education", "workshop", "skill-building"],
  contactName: "Soak",
  contactEmail,
});

export const spaceOfferBody = (name: string, contactEmail: string) => ({
  spaceName: name,
  description: "A bright loft above the bakery.",
  spaceType: "studio",
  address: "8 Quill Street, Denver, CO 80211",
  capacity: 12,
  availability: ["weekday-evening"],
  supportedCauses: ["wellness-healing"],
  contactName: "Soak Host",
  contactEmail,
});

/** One POST; a refused or broken connection counts as status 0. */
export const post = async (
  baseUrl: string,
  path: string,
  member: Member | null,
  body: unknown,
  idempotencyKey?: string,
): Promise<{ status: number; body: unknown }> => {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(member ? { Cookie: member.cookie } : {}),
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
};

export const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * What a careful client does: the same request with the same Idempotency-Key until it is
 * acknowledged, on a refused connection, 503 (database away) or 409 (a claim of a request that
 * died with its process, until it lapses). Every status seen is kept.
 */
export const postUntilAcknowledged = async (
  send: () => Promise<{ status: number }>,
  statuses: number[],
  deadline: number,
): Promise<boolean> => {
  for (;;) {
    const { status } = await send();
    statuses.push(status);
    if (isSuccess(status)) return true;
    if (![0, 409, 503].includes(status) || Date.now() > deadline) return false;
    await delay(250);
  }
};
