import { currentUser as currentUserShape, SERVER_MESSAGES } from "@kindred/contract";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { User } from "../../db/models";
import { signedInAgent } from "../../test/agent";
import { createTestApp } from "../../test/app";
import { useTestDatabase } from "../../test/database";
import { createStoredObject, createUser } from "../../test/factories";
import { makeJpeg } from "../../test/images";
import { uploadImage, useTestStorage } from "../../test/storage";

const db = useTestDatabase();
const storage = useTestStorage();
const app = () => createTestApp(db.sequelize, {}, { storage });

describe.each([
  ["/api/profile/photo", "photoURL", "profileImageUrl", "profile"],
  ["/api/profile/cover", "coverURL", "coverImageUrl", "cover"],
] as const)("PUT %s", (route, input, field, kind) => {
  it("sets my photo from its upload URL and answers with the updated current user", async () => {
    const { agent, user } = await signedInAgent(app());
    const uploaded = await uploadImage(agent, await makeJpeg(600, 600), { kind });
    expect(uploaded.status).toBe(200);
    const response = await agent.put(route).send({ [input]: uploaded.uploadURL });
    expect(response.status).toBe(200);
    expect(currentUserShape.parse(response.body)).toMatchObject({ id: user.id, [field]: uploaded.body.objectPath });
    expect(response.body.passwordHash).toBeUndefined();
    expect((await User.findByPk(user.id))?.[field]).toBe(uploaded.body.objectPath);
    expect((await agent.get("/api/auth/user")).body[field]).toBe(uploaded.body.objectPath);
  });

  it("refuses another member's photo with 403 and changes nothing", async () => {
    const { agent, user } = await signedInAgent(app());
    const theirs = await createStoredObject({ owner: await createUser(), kind: "profile_photo" });
    const response = await agent.put(route).send({ [input]: `/objects/${theirs.id}` });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: SERVER_MESSAGES.objectNotFound });
    expect((await User.findByPk(user.id))?.[field]).toBeNull();
  });

  it("refuses a URL that is no uploaded photo with 400, and answers 401 to visitors", async () => {
    const { agent } = await signedInAgent(app());
    const outside = await agent.put(route).send({ [input]: "https://elsewhere.example/me.jpg" });
    expect(outside.status).toBe(400);
    expect(outside.body.issues).toEqual([{ path: input, message: SERVER_MESSAGES.notAnUploadedPhoto }]);
    expect((await agent.put(route).send({})).status).toBe(400);
    const mine = await createStoredObject();
    const visitor = await supertest(app().callback())
      .put(route)
      .send({ [input]: `/objects/${mine.id}` });
    expect(visitor.status).toBe(401);
  });
});

describe.each([
  ["/api/profile/photo", "photoURL", "profileImageUrl", "profile"],
  ["/api/profile/cover", "coverURL", "coverImageUrl", "cover"],
] as const)("DELETE %s", (route, input, field, kind) => {
  it("takes my own photo off my profile only, answering the updated member; visitors get 401", async () => {
    const me = await signedInAgent(app());
    const someone = await signedInAgent(app());
    for (const member of [me, someone]) {
      const uploaded = await uploadImage(member.agent, await makeJpeg(600, 600), { kind });
      expect((await member.agent.put(route).send({ [input]: uploaded.uploadURL })).status).toBe(200);
    }
    const response = await me.agent.delete(route);
    expect(response.status).toBe(200);
    expect(currentUserShape.parse(response.body)).toMatchObject({ id: me.user.id, [field]: null });
    expect((await User.findByPk(me.user.id))?.[field]).toBeNull();
    expect((await User.findByPk(someone.user.id))?.[field]).not.toBeNull();
    // Removing what is already gone is no error.
    expect((await me.agent.delete(route)).status).toBe(200);
    expect((await supertest(app().callback()).delete(route)).status).toBe(401);
  });
});
