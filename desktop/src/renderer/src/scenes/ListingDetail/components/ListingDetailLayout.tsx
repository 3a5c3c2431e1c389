import { LISTING_TEXTS, type ListingSide, type SpaceRequest, WEB_TEXTS } from "@kindred/contract";
import type { ReactNode } from "react";
import { ManagePhotosButton } from "../../../components/PhotoManager/ManagePhotosButton";
import { usePageTitle } from "../../../lib/usePageTitle";
import { ContactDetails, DetailSection, formatDate, PhotoGallery, PosterLink } from "./DetailParts";
import { OwnerActions } from "./OwnerActions";

const t = LISTING_TEXTS.detail;

/** Each side's words, read when the page renders. */
const texts = () =>
  ({
    request: { kicker: WEB_TEXTS.pageTitles.spaceRequest, by: t.postedBy, on: t.posted },
    offer: { kicker: WEB_TEXTS.pageTitles.spaceOffer, by: t.hostedBy, on: t.listed },
  }) as const;

/** What a request and an offer both have that the layout shows. */
type DetailListing = Pick<SpaceRequest, "id" | "user" | "createdAt" | "imageUrls" | "contactName" | "contactEmail">;

interface ListingDetailLayoutProps {
  kind: ListingSide;
  listing: DetailListing;
  /** The request's title or the space's name: heading, page title and the photos' name. */
  name: string;
  isOwner: boolean;
  /** What stands beside the title (status, sponsored, favorite). */
  badges: ReactNode;
  /** The viewer's next step under the title (DESIGN 11.8): sign in, open the conversation, request or host. */
  action?: ReactNode;
  /** The listing's own sections, after Photos. */
  children: ReactNode;
}

/**
 * The detail page of a request or an offer: header with the viewer's call to action (the owner's
 * Edit and Delete), Photos first (the owner manages them), the listing's sections and Contact aside.
 * A listing without photos shows no Photos section to visitors.
 */
export const ListingDetailLayout = ({
  kind,
  listing,
  name,
  isOwner,
  badges,
  action,
  children,
}: ListingDetailLayoutProps) => {
  usePageTitle(name);
  const words = texts()[kind];
  return (
    <article className="detail-page" aria-labelledby="detail-title">
      <header className="panel detail-header">
        <p className="detail-kicker">{words.kicker}</p>
        <div className="detail-title-row">
          <h1 id="detail-title">{name}</h1>
          {badges}
        </div>
        <p className="muted detail-byline">
          {words.by} <PosterLink user={listing.user} /> · {words.on} {formatDate(listing.createdAt)}
        </p>
        {isOwner && <OwnerActions kind={kind} id={listing.id} />}
        {action && <div className="detail-actions">{action}</div>}
      </header>
      <div className="detail-grid">
        <div className="detail-main">
          {(isOwner || listing.imageUrls.length > 0) && (
            <DetailSection id={`${kind}-photos`} title={t.photos}>
              {isOwner && (
                <div className="detail-section-actions">
                  <ManagePhotosButton kind={kind} listingId={listing.id} photos={listing.imageUrls} name={name} />
                </div>
              )}
              <PhotoGallery urls={listing.imageUrls} name={name} />
            </DetailSection>
          )}
          {children}
        </div>
        <aside className="detail-aside">
          <DetailSection id={`${kind}-contact`} title={t.contact}>
            <ContactDetails name={listing.contactName} email={listing.contactEmail} />
          </DetailSection>
        </aside>
      </div>
    </article>
  );
};
