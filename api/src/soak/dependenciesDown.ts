import { setTimeout as delay } from "node:timers/promises";
import { MAIL_TEXTS } from "@kindred/contract";
import type { AddressObject } from "mailparser";
import { startMeilisearchDouble } from "../test/meilisearchDouble";
import { startTestSmtpServer } from "../test/smtpServer";
import { embeddedDatabase, startApi, waitUntil } from "./apiProcess";
import { post, registerMember, spaceOfferBody } from "./client";
import { startGate } from "./gate";
import type { ScenarioResult } from "./report";

const MAILS = 20;
const OFFERS = 20;
const DRAIN_DEADLINE_MS = 5 * 60_000;

export interface DependencyPorts {
  api: number;
  smtpGate: number;
  searchGate: number;
}

const recipients = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((group) => group.value.map((address) => address.address));

/**
 * The mail server and the search server unreachable for `outageMs` while the API keeps taking
 * writes that queue mail (password resets) and index updates (new offers). Once both are back
 * the queues must drain: every mail delivered once, every offer in the index.
 */
export const dependenciesDown = async (
  dataDir: string,
  ports: DependencyPorts,
  outageMs: number,
): Promise<ScenarioResult[]> => {
  const smtp = await startTestSmtpServer();
  const search = await startMeilisearchDouble();
  const smtpGate = await startGate(ports.smtpGate, Number(new URL(smtp.url).port));
  const searchGate = await startGate(ports.searchGate, Number(new URL(search.url).port));
  const api = await startApi(dataDir, ports.api, {
    SMTP_URL: `smtp://127.0.0.1:${ports.smtpGate}`,
    MEILI_URL: `http://127.0.0.1:${ports.searchGate}`,
  });
  try {
    const members = await Promise.all(
      Array.from({ length: MAILS }, (_, i) => registerMember(api.baseUrl, `mail-${i}`, dataDir)),
    );
    const host = await registerMember(api.baseUrl, "host", dataDir);

    await Promise.all([smtpGate.close(), searchGate.close()]);
    const downAt = performance.now();
    const resets = await Promise.all(
      members.map((member) => post(api.baseUrl, "/api/auth/password-reset", null, { email: member.email })),
    );
    const offers = await Promise.all(
      Array.from({ length: OFFERS }, (_, i) =>
        post(api.baseUrl, "/api/space-offers", host, spaceOfferBody(`Soak loft ${i}`, host.email)),
      ),
    );
    const offerIds = offers.map((offer) => (offer.body as { id?: string } | null)?.id ?? "");
    const accepted = resets.filter((reset) => reset.status === 202).length + offerIds.filter(Boolean).length;
    await delay(Math.max(0, outageMs - (performance.now() - downAt)));
    await Promise.all([smtpGate.open(), searchGate.open()]);
    const upAt = performance.now();

    // Reset mails only: each member's confirmation mail was queued at registration, before the outage.
    const mailsTo = (email: string) =>
      smtp.received.filter(
        (mail) => mail.subject === MAIL_TEXTS.passwordReset.subject && recipients(mail.to).includes(email),
      ).length;
    const indexed = (id: string) => [...search.indexes.values()].some((documents) => documents.has(id));
    const database = embeddedDatabase(dataDir);
    const queued = async (table: string) =>
      Number((await database.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM ${table}`))[0]?.count);
    const drained = async (what: string, done: () => boolean, table: string) => {
      try {
        await waitUntil(what, async () => done() && (await queued(table)) === 0, DRAIN_DEADLINE_MS);
        return `drained ${((performance.now() - upAt) / 1000).toFixed(0)} s after it came back`;
      } catch {
        return `not drained ${DRAIN_DEADLINE_MS / 60_000} min after it came back`;
      }
    };
    const [mailDrain, searchDrain] = await Promise.all([
      drained("mail delivered", () => members.every((member) => mailsTo(member.email) >= 1), "mail_outbox"),
      drained("offers indexed", () => offerIds.every((id) => id && indexed(id)), "search_outbox"),
    ]);
    const delivered = members.filter((member) => mailsTo(member.email) === 1).length;
    const duplicatedMail = members.filter((member) => mailsTo(member.email) > 1).length;
    const inIndex = offerIds.filter((id) => id && indexed(id)).length;
    const setAside = await queued("search_outbox_failed");
    const seconds = `${(outageMs / 1000).toFixed(0)} s`;
    return [
      {
        scenario: `SMTP unreachable for ${seconds}`,
        used: "smtp-server on loopback behind a TCP gate the soak closes (refused connections, open ones cut)",
        measured: `${MAILS} password-reset mails queued while down (${accepted} writes answered 2xx); ${delivered}/${MAILS} delivered once, ${duplicatedMail} twice; ${mailDrain}`,
        ok:
          accepted === MAILS + OFFERS && delivered === MAILS && duplicatedMail === 0 && mailDrain.startsWith("drained"),
      },
      {
        scenario: `Meilisearch unreachable for ${seconds}`,
        used: "the Meilisearch protocol double of the API tests behind a TCP gate (no real Meilisearch here)",
        measured: `${OFFERS} new offers while down; ${inIndex}/${OFFERS} in the index, ${setAside} set aside as failed; ${searchDrain}`,
        ok: accepted === MAILS + OFFERS && inIndex === OFFERS && setAside === 0 && searchDrain.startsWith("drained"),
      },
    ];
  } finally {
    await api.stop();
    await Promise.all([smtpGate.close(), searchGate.close()]);
    await Promise.all([smtp.close(), search.close()]);
  }
};
