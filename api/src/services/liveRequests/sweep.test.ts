import { LIVE_REQUEST_TEXTS, notification } from "@kindred/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { database } from "../../db/database";
import { Notification, SpaceRequest } from "../../db/models";
import { inLocale } from "../../lib/readerLocale";
import { presentNotification } from "../../presenters/notification";
import { TEST_SESSION_SECRET } from "../../test/app";
import { createSpaceRequest, createUser } from "../../test/factories";
import { useTestMail } from "../../test/mail";
import { useTestApp } from "../../test/routeTest";
import { processMailBatch } from "../mail/outbox";
import { startLiveRequestsJob } from "./job";
import { keepRequestOpen } from "./keepOpen";
import { tokenFits } from "./keepOpenToken";
import { LIVE_REQUESTS_LOCK_KEY, sweepLiveRequests } from "./sweep";

useTestApp();
const testMail = useTestMail();

const DAY = 86_400_000;
const START = new Date("2027-01-01T09:00:00Z");
const day = (n: number) => new Date(START.getTime() + n * DAY);
const KEYS = [TEST_SESSION_SECRET];
const sweep = (now: Date) => sweepLiveRequests({ now, publicUrl: "https://spaces.example.org", keys: KEYS });

beforeEach(async () => {
  await database().query("TRUNCATE space_requests CASCADE; DELETE FROM notifications");
});

const openRequest = () => createSpaceRequest({ openSince: START });
const reload = async (request: SpaceRequest) => (await SpaceRequest.findByPk(request.id)) as SpaceRequest;
/** Sends what is queued; the token of the last keep-open link mailed. */
const mailedToken = async () => {
  await processMailBatch(testMail.transport);
  const text = testMail.smtp.received.at(-1)?.text ?? "";
  const href = text.match(/https:\/\/spaces\.example\.org\/keep-open\?token=\S+/)?.[0];
  expect(href, text).toBeDefined();
  return new URL(href as string).searchParams.get("token") as string;
};

const notificationsOf = (userId: string) => Notification.findAll({ where: { userId }, order: [["createdAt", "ASC"]] });

describe("sweepLiveRequests", () => {
  it("leaves a request alone for 30 days, then asks once: notification and email with a keep-open link", async () => {
    const request = await openRequest();
    expect(await sweep(day(29.9))).toEqual({ skipped: false, asked: 0, paused: 0 });
    expect(await sweep(day(30))).toEqual({ skipped: false, asked: 1, paused: 0 });
    expect(await sweep(day(31))).toEqual({ skipped: false, asked: 0, paused: 0 });

    const [asked] = await notificationsOf(request.userId);
    const shown = notification.parse(presentNotification(asked as Notification));
    expect(shown).toMatchObject({
      type: "still_looking",
      title: LIVE_REQUEST_TEXTS.stillLookingTitle,
      message: LIVE_REQUEST_TEXTS.stillLooking(request.title),
      spaceRequestId: request.id,
      matchId: null,
    });
    expect((await reload(request)).stillLookingAt?.toISOString()).toBe(day(30).toISOString());

    const token = await mailedToken();
    expect(testMail.smtp.received.map((mail) => mail.subject)).toEqual([LIVE_REQUEST_TEXTS.mail.subject]);
    expect(tokenFits(KEYS, token, await reload(request))).toBe(true);
    expect(tokenFits(["another-secret-0123456789"], token, await reload(request))).toBe(false);
  });

  it("asks a member who reads Spanish in Spanish, by mail and in the app", async () => {
    const request = await createSpaceRequest({ user: await createUser({ locale: "es" }), openSince: START });
    await sweep(day(30));
    await mailedToken();
    const [mail] = testMail.smtp.received;
    const spanish = <T>(work: () => T) => inLocale("es", work);
    expect(mail?.subject).toBe(spanish(() => LIVE_REQUEST_TEXTS.mail.subject));
    expect(mail?.subject).not.toBe(LIVE_REQUEST_TEXTS.mail.subject);
    expect(mail?.text).toContain(spanish(() => LIVE_REQUEST_TEXTS.mail.intro(request.title)));
    const [asked] = await notificationsOf(request.userId);
    expect(spanish(() => presentNotification(asked as Notification).title)).toBe(
      spanish(() => LIVE_REQUEST_TEXTS.stillLookingTitle),
    );
  });

  it("pauses at 45 days unless kept open, with a notification saying so", async () => {
    const request = await openRequest();
    await sweep(day(30));
    expect(await sweep(day(44.9))).toMatchObject({ paused: 0 });
    expect(await sweep(day(45))).toMatchObject({ asked: 0, paused: 1 });
    expect((await reload(request)).pausedAt?.toISOString()).toBe(day(45).toISOString());
    const [, paused] = await notificationsOf(request.userId);
    expect(presentNotification(paused as Notification)).toMatchObject({
      title: LIVE_REQUEST_TEXTS.pausedTitle,
      message: LIVE_REQUEST_TEXTS.paused(request.title),
    });
    expect(await sweep(day(90))).toMatchObject({ asked: 0, paused: 0 });
  });

  it("gives a request asked late its full 15 days before pausing it", async () => {
    const request = await openRequest();
    expect(await sweep(day(50))).toMatchObject({ asked: 1, paused: 0 });
    expect(await sweep(day(64))).toMatchObject({ paused: 0 });
    expect(await sweep(day(65))).toMatchObject({ paused: 1 });
    expect((await reload(request)).pausedAt).not.toBeNull();
  });

  it("starts a new window when the request is kept open, and the old link stops fitting", async () => {
    const request = await openRequest();
    await sweep(day(30));
    const oldToken = await mailedToken();
    await keepRequestOpen(await reload(request), undefined, day(40));
    expect(await sweep(day(45))).toMatchObject({ asked: 0, paused: 0 });
    expect(await sweep(day(70))).toMatchObject({ asked: 1, paused: 0 });
    expect(tokenFits(KEYS, oldToken, await reload(request))).toBe(false);
  });

  it("never asks requests that have an accepted match, or are completed or paused", async () => {
    await createSpaceRequest({ openSince: START, status: "accepted" });
    await createSpaceRequest({ openSince: START, status: "completed" });
    await createSpaceRequest({ openSince: START, pausedAt: day(1) });
    const matched = await createSpaceRequest({ openSince: START, status: "matched" });
    expect(await sweep(day(60))).toMatchObject({ asked: 1 });
    expect(await notificationsOf(matched.userId)).toHaveLength(1);
  });

  it("lets one process sweep at a time: a pass finding the lock held does nothing", async () => {
    const request = await openRequest();
    const held = await database().transaction(async (transaction) => {
      await database().query("SELECT pg_advisory_xact_lock(:key)", {
        replacements: { key: LIVE_REQUESTS_LOCK_KEY },
        transaction,
      });
      return sweep(day(31));
    });
    expect(held).toEqual({ skipped: true, asked: 0, paused: 0 });
    expect((await reload(request)).stillLookingAt).toBeNull();
  });

  it("asks each request once when several processes sweep at the same moment", async () => {
    const owner = await createUser();
    for (let i = 0; i < 5; i += 1) await createSpaceRequest({ user: owner, openSince: START });
    const results = await Promise.all([sweep(day(31)), sweep(day(31)), sweep(day(31))]);
    expect(results.reduce((sum, result) => sum + result.asked, 0)).toBe(5);
    expect(await notificationsOf(owner.id)).toHaveLength(5);
  });
});

describe("startLiveRequestsJob", () => {
  it("sweeps on its own with the clock it is given, and stops", async () => {
    const request = await openRequest();
    const stop = startLiveRequestsJob({
      publicUrl: "https://spaces.example.org",
      keys: KEYS,
      clock: () => day(31),
      intervalMs: 60_000,
    });
    await expect.poll(async () => (await reload(request)).stillLookingAt?.toISOString()).toBe(day(31).toISOString());
    await stop();
  });
});
