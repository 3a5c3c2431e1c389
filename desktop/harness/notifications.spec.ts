import { expectStreamOpen, matchIdWith, postMatchingOffer, postMatchingRequest } from "../e2e/matching";
import { appWithTwoMembers, expect, test } from "./fixtures";

test("a new message while the window is unfocused becomes an OS notification whose click opens the match", async ({
  launchApp,
  browser,
}) => {
  test.setTimeout(90_000);
  const {
    app,
    page,
    window,
    member: seeker,
    other: host,
  } = await appWithTwoMembers(launchApp, browser, ["Noor", "Ode"]);
  try {
    await postMatchingRequest(seeker, `Story circle ${Date.now()}`, "gallery");
    await page.reload();
    await expectStreamOpen(page);

    // While the window has focus, the new match shows in the app only.
    await postMatchingOffer(host, `Blake Gallery ${Date.now()}`, "gallery");
    const matchId = await matchIdWith(seeker, host.name);
    await expect(page.getByRole("button", { name: /Notifications.*unread/ })).toBeVisible();
    expect(app.record.notifications).toEqual([]);

    window.blur();
    const sent = await host.page.request.post(`/api/matches/${matchId}/messages`, {
      data: { content: "The gallery is yours on Saturday." },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect.poll(() => app.record.notifications.length).toBe(1);
    const [shown] = app.record.notifications;
    expect(shown?.body).toContain("The gallery is yours on Saturday.");

    shown?.click();
    expect(window.isFocused()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/messages\\?match=${matchId}$`));
    await expect(page.getByText("The gallery is yours on Saturday.")).toBeVisible();
  } finally {
    await host.context.close();
  }
});
