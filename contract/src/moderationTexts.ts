/** Words of moderation (11.4): what a member is told, and what the server answers. */
export const MODERATION_TEXTS = {
  suspendedUntil: (date: string) => `Your account is suspended until ${date}.`,
  suspendedUntilLifted: "Your account is suspended until a moderator lifts it.",
  notSuspended: "This member is not suspended",
  notYourself: "Moderators cannot act on their own account",
  staffOnly: "Moderators and admins only",
  mail: {
    greeting: (name: string) => `Hello ${name},`,
    reasonLine: (reason: string) => `The reason: ${reason}`,
    guidelines: "Our community guidelines are in the app, under Guidelines.",
    warning: {
      subject: "A warning from the Kindred Spaces moderators",
      intro: "A moderator reviewed something you did on Kindred Spaces and is warning you.",
    },
    suspension: {
      subject: "Your Kindred Spaces account is suspended",
      intro: (until: string | null) =>
        until
          ? `A moderator suspended your account until ${until}. Until then you cannot sign in, and your listings are hidden.`
          : "A moderator suspended your account until they lift it. Until then you cannot sign in, and your listings are hidden.",
    },
    lifted: {
      subject: "Your Kindred Spaces account is active again",
      intro: "A moderator lifted the suspension of your account. You can sign in again.",
    },
  },
} as const;
