import { localized } from "./i18n/catalog";

export interface GuidelinesSection {
  heading: string;
  intro?: string;
  items: readonly string[];
}

/**
 * The Community Guidelines dialog (docs/product.md section 1), section by section. The title,
 * subtitle and button are the spec's SCREEN_TEXTS ones, and "48 hours" is
 * GUIDELINES_RESPONSE_HOURS: `guidelines.test.ts` keeps them equal in every language.
 */
const GUIDELINES = {
  title: "Community Guidelines",
  subtitle: "Building a Values-First Community Together",
  confirm: "I Understand - Let's Build Community!",
  sections: [
    {
      heading: "Our Mission",
      intro:
        "Kindred Spaces connects mission-driven individuals through shared values. We bring together people who need a space with hosts who have one, so that education, arts, wellness and sustainability projects can find a home.",
      items: [],
    },
    {
      heading: "Core Values",
      items: [
        "Generosity first: share what you can, and receive with gratitude.",
        "Values alignment: match with people whose causes you genuinely support.",
        "Authentic communication: be honest about your project, your space and your needs.",
        "Community over self: leave every space and every person better than you found them.",
      ],
    },
    {
      heading: "For Space Seekers",
      items: [
        "Describe your project, its participants and its schedule clearly.",
        "Respect the host's space, rules and time, and leave it as you found it.",
        "Keep the host updated on changes and say thank you when you are done.",
      ],
    },
    {
      heading: "For Space Hosts",
      items: [
        "Describe your space honestly: capacity, accessibility, equipment and availability.",
        "Be clear about any costs, exchanges or expectations before you agree.",
        "Welcome seekers warmly and support the missions you chose to serve.",
      ],
    },
    {
      heading: "Encouraged",
      items: [
        "A respectful, kind tone in every message.",
        "Replying to messages within 48 hours.",
        "Clear requests with dates, times and numbers of people.",
        "Sharing updates when plans change.",
        "Expressing gratitude to hosts and seekers alike.",
      ],
    },
    {
      heading: "Not Acceptable",
      items: [
        "Discrimination of any kind.",
        "Harassment or intimidation.",
        "Misrepresenting your project or your space.",
        "Ignoring terms you agreed to.",
        "Spam or unsolicited promotion.",
        "Aggressive or threatening behaviour.",
      ],
    },
    {
      heading: "Safety",
      items: [
        "Your contact details stay private until you choose to share them.",
        "Make first contact through in-app messaging.",
        "Meet in public places before committing to a space.",
        "Report any problem to support through the feedback button.",
      ],
    },
  ] satisfies readonly GuidelinesSection[],
} as const;

export type GuidelinesCatalog = typeof GUIDELINES;
export const COMMUNITY_GUIDELINES = localized("guidelines", GUIDELINES);
