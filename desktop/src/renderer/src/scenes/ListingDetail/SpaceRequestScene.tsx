import { LISTING_TEXTS, SCREEN_TEXTS, type SpaceRequest, WEB_TEXTS } from "@kindred/contract";
import { useParams } from "react-router";
import { ListingTags } from "../../components/listings/ListingTags";
import { StatusBadge } from "../../components/listings/StatusBadge";
import { ManagePhotosButton } from "../../components/PhotoManager/ManagePhotosButton";
import { usePageTitle } from "../../lib/usePageTitle";
import { useCurrentUser } from "../../queries/auth";
import { useSpaceRequest } from "../../queries/listings";
import {
  ContactDetails,
  DetailFacts,
  DetailLoading,
  DetailNotFound,
  DetailSection,
  formatDate,
  PhotoGallery,
  PosterLink,
} from "./components/DetailParts";
import { OwnerActions } from "./components/OwnerActions";

const t = LISTING_TEXTS.detail;

const RequestDetail = ({ request, isOwner }: { request: SpaceRequest; isOwner: boolean }) => {
  usePageTitle(request.title);
  return (
    <article className="detail-page" aria-labelledby="detail-title">
      <header className="panel detail-header">
        <p className="detail-kicker">{WEB_TEXTS.pageTitles.spaceRequest}</p>
        <div className="detail-title-row">
          <h1 id="detail-title">{request.title}</h1>
          <StatusBadge status={request.status} />
        </div>
        <p className="muted detail-byline">
          {t.postedBy} <PosterLink user={request.user} /> · {t.posted} {formatDate(request.createdAt)}
        </p>
        {isOwner && <OwnerActions kind="request" id={request.id} />}
      </header>
      <div className="detail-grid">
        <div className="detail-main">
          <DetailSection id="request-about" title={t.description}>
            <p className="detail-description">{request.description}</p>
            <DetailFacts
              facts={[
                { label: t.spaceType, value: request.spaceType },
                { label: t.location, value: request.location },
                { label: t.participants, value: request.participants },
                { label: t.duration, value: request.duration },
                { label: t.status, value: <StatusBadge status={request.status} /> },
                { label: t.posted, value: formatDate(request.createdAt) },
              ]}
            />
          </DetailSection>
          <DetailSection id="request-values" title={t.sharedValues}>
            <ListingTags tags={request.values} label={t.sharedValues} />
          </DetailSection>
          <DetailSection id="request-photos" title={t.photos}>
            {isOwner && (
              <div className="detail-section-actions">
                <ManagePhotosButton
                  kind="request"
                  listingId={request.id}
                  photos={request.imageUrls}
                  name={request.title}
                />
              </div>
            )}
            <PhotoGallery urls={request.imageUrls} name={request.title} />
          </DetailSection>
        </div>
        <aside className="detail-aside">
          <DetailSection id="request-contact" title={t.contact}>
            <ContactDetails name={request.contactName} email={request.contactEmail} />
          </DetailSection>
        </aside>
      </div>
    </article>
  );
};

/** /space-request/{id}: public; the owner also gets Edit and Delete. */
export const SpaceRequestScene = () => {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const request = useSpaceRequest(id);
  if (request.isLoading) return <DetailLoading />;
  if (!request.data) return <DetailNotFound title={SCREEN_TEXTS.requestNotFound} />;
  return <RequestDetail request={request.data} isOwner={user?.id === request.data.userId} />;
};

export default SpaceRequestScene;
