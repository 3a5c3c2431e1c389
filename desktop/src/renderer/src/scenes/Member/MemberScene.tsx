import { EnvironmentOutlined } from "@ant-design/icons";
import {
  choiceLabel,
  displayName,
  formattingLocale,
  MEMBER_TEXTS,
  type MemberProfile,
  PROFILE_TEXTS,
  REFERENCE_TEXTS,
  SCREEN_TEXTS,
  TAG_LIMITS,
  WEB_TEXTS,
} from "@kindred/contract";
import { Link, useParams } from "react-router";
import { ListingTags } from "../../components/Listings/ListingTags";
import { StatusBadge } from "../../components/Listings/StatusBadge";
import { MemberFacts, MemberReferenceList } from "../../components/References/MemberReferences";
import { SafetyActions } from "../../components/Safety/SafetyActions";
import { initialsOf } from "../../lib/initials";
import { usePageTitle } from "../../lib/usePageTitle";
import { useUserOffers, useUserRequests } from "../../queries/listings";
import { useMember } from "../../queries/users";
import { DetailLoading, DetailNotFound, DetailSection } from "../ListingDetail/components/DetailParts";
import { CoverImage, ProfilePhoto } from "../Profile/components/ProfileImages";
import "./member.css";
import "../ListingDetail/listingDetail.css";

const t = WEB_TEXTS.profile;

/** "November 2026"; an unreadable date as written. */
const monthYear = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(formattingLocale(), { year: "numeric", month: "long" });
};

const MemberListings = ({ userId }: { userId: string }) => {
  const requests = useUserRequests(userId);
  const offers = useUserOffers(userId);
  const activeOffers = (offers.data ?? []).filter((offer) => offer.isActive);
  return (
    <>
      <DetailSection id="member-requests" title={MEMBER_TEXTS.requests}>
        {requests.isLoading ? (
          <p className="muted">{MEMBER_TEXTS.listingsLoading}</p>
        ) : (requests.data ?? []).length === 0 ? (
          <p className="muted">{MEMBER_TEXTS.noRequests}</p>
        ) : (
          <ul className="member-listings">
            {(requests.data ?? []).map((request) => (
              <li key={request.id} className="member-listing">
                <Link to={`/space-request/${request.id}`}>{request.title}</Link>
                <StatusBadge status={request.status} />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection id="member-offers" title={MEMBER_TEXTS.offers}>
        {offers.isLoading ? (
          <p className="muted">{MEMBER_TEXTS.listingsLoading}</p>
        ) : activeOffers.length === 0 ? (
          <p className="muted">{MEMBER_TEXTS.noOffers}</p>
        ) : (
          <ul className="member-listings">
            {activeOffers.map((offer) => (
              <li key={offer.id} className="member-listing">
                <Link to={`/space-offer/${offer.id}`}>{offer.spaceName}</Link>
                <span className="muted">{choiceLabel(offer.spaceType)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
};

const Member = ({ member }: { member: MemberProfile }) => {
  const name = displayName({ firstName: member.firstName, lastName: member.lastName });
  usePageTitle(name);
  return (
    <article className="profile-page member-page" aria-labelledby="member-name">
      <section className="profile-header">
        <div className="profile-cover">
          <CoverImage url={member.coverImageUrl} />
        </div>
        <div className="profile-identity">
          <ProfilePhoto
            url={member.profileImageUrl}
            alt={PROFILE_TEXTS.photoAlt(name)}
            initials={initialsOf({ firstName: member.firstName, lastName: member.lastName })}
          />
          <div className="profile-identity-text">
            <p className="detail-kicker">{WEB_TEXTS.pageTitles.member}</p>
            <h1 id="member-name">{name}</h1>
            {member.location && (
              <p className="profile-location">
                <EnvironmentOutlined aria-hidden /> {member.location}
              </p>
            )}
            <p className="muted member-since">
              {t.memberSince} {monthYear(member.createdAt)}
            </p>
            <MemberFacts member={member} />
          </div>
          <SafetyActions userId={member.id} name={name} />
        </div>
      </section>
      <div className="profile-sections">
        <DetailSection id="member-about" title={t.about}>
          <p className={member.bio ? "profile-bio" : "muted"}>{member.bio || MEMBER_TEXTS.noBio}</p>
        </DetailSection>
        {member.interests.length > 0 && (
          <DetailSection id="member-interests" title={t.interests}>
            <ListingTags tags={member.interests} limit={TAG_LIMITS.profileInterests} label={t.interests} />
          </DetailSection>
        )}
        <DetailSection id="member-references" title={REFERENCE_TEXTS.title}>
          <MemberReferenceList userId={member.id} />
        </DetailSection>
        <MemberListings userId={member.id} />
      </div>
    </article>
  );
};

/** /user/{id}: a member's public profile and listings, open to everyone. */
export const MemberScene = () => {
  const { id } = useParams();
  const member = useMember(id);
  if (id && member.isLoading) return <DetailLoading />;
  if (!member.data) return <DetailNotFound title={SCREEN_TEXTS.userNotFound} />;
  return <Member member={member.data} />;
};

export default MemberScene;
