import { localized, msg } from "./i18n/catalog";

/** The visitor's home beyond the hero (DESIGN 11.8), the site footer and its About and Privacy pages. */
const HOME = {
  showcaseTitle: "Spaces in the community",
  showcaseIntro: "Real spaces members offer to projects that share their values.",
  showcaseMore: "Explore all spaces",
  upToPeople: msg<[n: number]>("Up to {n} people", "n"),
  howTitle: "How it works",
  steps: [
    {
      title: "Share what you need or have",
      text: "Post a request for your workshop, class or gathering, or offer a room you can share.",
    },
    {
      title: "Get matched on values",
      text: "We match requests and spaces on shared missions, activities, room and access needs.",
    },
    {
      title: "Talk and book",
      text: "Message your match, agree on a time and book it: the space is shared, not rented.",
    },
  ],
  footer: {
    label: "About Kindred Spaces",
    about: "About",
    guidelines: "Guidelines",
    privacy: "Privacy",
    contact: "Contact",
    /** Beside Contact while the server is out of reach: the feedback form could not be sent. */
    contactOffline: "Unavailable while offline",
  },
  /**
   * The About and Privacy pages: a lead paragraph, then sections. Privacy says what the product
   * really does (docs/security.md, docs/email.md "Your data"); change it with them.
   */
  about: {
    title: "About Kindred Spaces",
    lead: "Kindred Spaces connects people who need a room for a workshop, a class, a support group or a gathering with hosts who have a space to share and believe in the work.",
    sections: [
      {
        heading: "How it works",
        paragraphs: [
          "Groups post a request: what they plan, how many people come, when, and what the space must have, such as step-free entry. Hosts offer rooms, studios, galleries, offices and outdoor places, for free, on a sliding scale or in exchange for skills.",
          "Requests and spaces are matched on shared missions and activities, on room for the group and on access needs. Each match shows why it was made and opens a private conversation; from there the two members agree on a time and book it in the app.",
        ],
      },
      {
        heading: "What we stand for",
        paragraphs: [
          "Spaces here are shared, not rented for profit. Members sign up with an email address they confirm, follow the community guidelines and can block or report anyone; moderators answer reports and every action they take is recorded.",
          "Kindred Spaces is built to be usable by everyone: every screen works with a keyboard and a screen reader, and text can be made larger and higher in contrast from the accessibility settings.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy",
    lead: "We keep what you give us to run the service, and nothing to sell. You can download it or delete it yourself at any time.",
    sections: [
      {
        heading: "What we keep",
        paragraphs: [
          "Your account: name, email address, a password stored only as a one-way hash (none if you sign in with Google), your profile and photos, and your settings. What you post and send: requests, spaces, messages, bookings, references, favorites, reports and feedback.",
          "Listings and profiles are public, but your own email address is never shown to other members. The contact email on a listing is shown only to its owner and to the members it is matched with. Photos are stored without their location and camera details.",
          "To keep accounts safe we record failed sign-ins with the address they came from for a short time, and moderators keep a record of reports and of the actions they take.",
        ],
      },
      {
        heading: "Email",
        paragraphs: [
          "We email you to confirm your address, to reset a password, to confirm deleting an account without a password, and when a moderator acts on your account. Other emails (new matches, messages, bookings, references) follow your notification preferences: instantly, as a daily digest, or not at all, and every one has a link to turn its kind off.",
        ],
      },
      {
        heading: "Cookies and your browser",
        paragraphs: [
          "We set two cookies, both needed to sign in and each with a signature beside it so it cannot be forged: one keeps you signed in, for at most 14 days after your last visit; the other remembers that this browser signed in before, so that other people's wrong guesses cannot lock you out. Once you choose a language, a third one remembers it, so the first page of your next visit is in it. There are no advertising or tracking cookies and no third-party analytics.",
          "Your browser keeps your accessibility settings, the language you chose and, only if you ask it to, the email you sign in with. The desktop app keeps a copy of what it last loaded, for at most 7 days, so you can still read it while offline.",
        ],
      },
      {
        heading: "Your data, your choice",
        paragraphs: [
          'From your profile, "Download my data" gives you a file with everything we hold about you, such as your profile, settings, listings, matches, the messages you sent, notifications, favorites, bookings, references and the reports you filed.',
          '"Delete my account" deletes your account, listings, photos, favorites, notifications and sessions at once. Messages you sent and references you wrote stay with the other members, shown as from "Former member"; feedback and reports stay without your name. Your email address can then be used to sign up again.',
        ],
      },
    ],
  },
} as const;

export type HomeCatalog = typeof HOME;
export const HOME_TEXTS = localized("home", HOME);
