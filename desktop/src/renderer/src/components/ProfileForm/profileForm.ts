import { type CurrentUser, interestsField, parseInterests, profileInput } from "@kindred/contract";
import { z } from "zod";

/**
 * The profile form (setup and edit): the contract's profileInput, with Interests & Passions typed as
 * one comma-separated text that becomes the trimmed, de-duplicated list (docs/product.md section 5).
 */
export const profileFormSchema = profileInput
  .omit({ interests: true, profileImageUrl: true })
  .extend({ interests: z.string().transform(parseInterests).pipe(interestsField) });

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The form's starting values for a member. */
export const toProfileFormValues = (
  user: Pick<CurrentUser, "firstName" | "lastName" | "bio" | "location" | "interests"> | null,
): ProfileFormInput => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  location: user?.location ?? "",
  bio: user?.bio ?? "",
  interests: (user?.interests ?? []).join(", "),
});
