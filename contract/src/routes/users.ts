import { idParam } from "../schemas/common";
import { currentUser, memberProfile, profileCoverInput, profilePhotoInput } from "../schemas/user";
import { defineRoute } from "./route";

const tag = "Profile";

/** Members' public profiles and the signed-in member's photos. */
export const USER_ROUTES = {
  get: defineRoute({
    method: "get",
    path: "/api/users/:id",
    access: "visitor",
    params: idParam,
    status: 200,
    response: {
      description: "No email, no password hash; with the counts and facts beside the member's references",
      schema: memberProfile,
    },
    tag,
    summary: "A member's public profile, reference counts, kept agreements and reply time",
    errors: [404],
  }),
  setPhoto: defineRoute({
    method: "put",
    path: "/api/profile/photo",
    access: "member",
    body: profilePhotoInput,
    status: 200,
    response: { description: "The updated member", schema: currentUser },
    tag,
    summary: "Set the signed-in member's profile photo",
    description: "The URL must name one of the member's own uploads.",
  }),
  setCover: defineRoute({
    method: "put",
    path: "/api/profile/cover",
    access: "member",
    body: profileCoverInput,
    status: 200,
    response: { description: "The updated member", schema: currentUser },
    tag,
    summary: "Set the signed-in member's cover photo",
    description: "The URL must name one of the member's own uploads.",
  }),
  removePhoto: defineRoute({
    method: "delete",
    path: "/api/profile/photo",
    access: "member",
    status: 200,
    response: { description: "The updated member, without a photo", schema: currentUser },
    tag,
    summary: "Remove the signed-in member's profile photo",
  }),
  removeCover: defineRoute({
    method: "delete",
    path: "/api/profile/cover",
    access: "member",
    status: 200,
    response: { description: "The updated member, without a cover", schema: currentUser },
    tag,
    summary: "Remove the signed-in member's cover photo",
  }),
};
