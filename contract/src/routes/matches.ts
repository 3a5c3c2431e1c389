import { z } from "zod";
import { idParam, pageQuery, userIdParam } from "../schemas/common";
import { conversation, match, matchActionInput, matchListItem, message, sendMessageInput } from "../schemas/match";
import { defineRoute } from "./route";

const tag = "Matches";

export const MATCH_ROUTES = {
  listByUser: defineRoute({
    method: "get",
    path: "/api/matches/user/:userId",
    access: "member",
    params: userIdParam,
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The matches", schema: z.array(matchListItem) },
    tag,
    summary: "The signed-in member's matches, latest activity first",
    description: "`userId` must be the signed-in member (403 otherwise).",
    errors: [403, 404],
  }),
  conversation: defineRoute({
    method: "get",
    path: "/api/matches/:id/conversation",
    access: "party",
    params: idParam,
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The match with its messages", schema: conversation },
    tag,
    summary: "A match's conversation (the two parties only)",
    description: "Marks the other party's messages read. `messages` is the latest page; older ones via `?cursor=`.",
    errors: [403, 404],
  }),
  sendMessage: defineRoute({
    method: "post",
    path: "/api/matches/:id/messages",
    access: "party",
    verifiedEmail: true,
    params: idParam,
    body: sendMessageInput,
    status: 201,
    response: { description: "The message", schema: message },
    tag,
    summary: "Send a message in a match",
    description: "409 when the match is declined or closed.",
    errors: [404, 409],
  }),
  act: defineRoute({
    method: "patch",
    path: "/api/matches/:id",
    access: "party",
    params: idParam,
    body: matchActionInput,
    status: 200,
    response: { description: "The match", schema: match },
    tag,
    summary: "Accept, decline or complete a match",
    errors: [404, 409],
  }),
};
