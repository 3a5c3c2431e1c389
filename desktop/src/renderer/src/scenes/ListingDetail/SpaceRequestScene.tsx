import {
  choiceLabel,
  LISTING_TEXTS,
  LIVE_REQUEST_TEXTS,
  SAFETY_TEXTS,
  SCREEN_TEXTS,
  type SpaceRequestDetail,
} from "@kindred/contract";
import { Alert } from "antd";
import { useParams } from "react-router";
import { ListingTags } from "../../components/Listings/ListingTags";
import { StatusBadge } from "../../components/Listings/StatusBadge";
import { KeepOpenButton } from "../../components/LiveRequest/KeepOpenButton";
import { PausedBadge } from "../../components/LiveRequest/PausedBadge";
import { ReportButton } from "../../components/Safety/ReportButton";
import { useCurrentUser } from "../../queries/auth";
import { useSpaceRequest } from "../../queries/listings";
import { RequestCallToAction } from "./components/CallToAction";
import { AccessSection, DetailFacts, DetailLoading, DetailNotFound, DetailSection } from "./components/DetailParts";
import { ListingDetailLayout } from "./components/ListingDetailLayout";
import "./listingDetail.css";

const t = LISTING_TEXTS.detail;

const RequestDetail = ({
  request,
  isOwner,
  signedIn,
}: {
  request: SpaceRequestDetail;
  isOwner: boolean;
  signedIn: boolean;
}) => (
  <ListingDetailLayout
    kind="request"
    listing={request}
    name={request.title}
    isOwner={isOwner}
    action={<RequestCallToAction request={request} />}
    badges={
      <>
        <StatusBadge status={request.status} />
        {request.pausedAt && <PausedBadge />}
        {signedIn && !isOwner && (
          <ReportButton targetType="space-request" targetId={request.id} label={SAFETY_TEXTS.reportListing} />
        )}
      </>
    }
  >
    {request.pausedAt && isOwner && (
      <Alert
        type="warning"
        showIcon
        message={LIVE_REQUEST_TEXTS.pausedNote}
        action={<KeepOpenButton requestId={request.id} />}
      />
    )}
    <DetailSection id="request-about" title={t.description}>
      <p className="detail-description">{request.description}</p>
      <DetailFacts
        facts={[
          { label: t.spaceType, value: choiceLabel(request.spaceType) },
          { label: t.location, value: choiceLabel(request.location) },
          { label: t.participants, value: request.participants },
          { label: t.duration, value: request.duration && choiceLabel(request.duration) },
        ]}
      />
    </DetailSection>
    <DetailSection id="request-values" title={t.sharedValues}>
      <ListingTags tags={request.values} label={t.sharedValues} />
    </DetailSection>
    <AccessSection side="request" features={request.accessNeeds} />
  </ListingDetailLayout>
);

/** /space-request/{id}: public; the owner also gets Edit and Delete. */
export const SpaceRequestScene = () => {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const request = useSpaceRequest(id);
  if (request.isLoading) return <DetailLoading />;
  if (!request.data) return <DetailNotFound title={SCREEN_TEXTS.requestNotFound} />;
  return <RequestDetail request={request.data} isOwner={user?.id === request.data.userId} signedIn={user !== null} />;
};

export default SpaceRequestScene;
