/** The visitor's home beyond the hero (DESIGN 11.8), the site footer and its About and Privacy pages. */
export const HOME_TEXTS = {
  showcaseTitle: "Spaces in the community",
  showcaseIntro: "Real spaces members offer to projects that share their values.",
  showcaseMore: "Explore all spaces",
  upToPeople: (n: number) => `Up to ${n} people`,
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
  },
  about: {
    title: "About Kindred Spaces",
    paragraphs: [
      "Kindred Spaces connects people who need a space for workshops, classes, creative projects and gatherings with hosts who believe in their mission.",
      "Hosts offer rooms, studios, galleries and offices for free, on a sliding scale or in exchange for skills. Requests and spaces are matched on shared values, and every match starts a private conversation.",
    ],
  },
  privacy: {
    title: "Privacy",
    paragraphs: [
      "We keep what you tell us to run the service: your account, your listings, your messages and your settings. Contact details are shared only with the members you are matched with.",
      "You can download everything we hold about you and delete your account at any time from your profile. We do not sell or share your data with advertisers.",
    ],
  },
} as const;
