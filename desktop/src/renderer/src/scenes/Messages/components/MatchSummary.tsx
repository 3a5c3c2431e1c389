import { EnvironmentOutlined, HomeOutlined, LinkOutlined, TeamOutlined } from "@ant-design/icons";
import {
  type Conversation,
  MESSAGING_TEXTS,
  PHOTO_VIEWER_TEXTS,
  SCREEN_TEXTS,
  type UserSummary,
} from "@kindred/contract";
import { Avatar } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "react-router";
import { StatusBadge } from "../../../components/Listings/StatusBadge";
import { PhotoImage } from "../../../components/PhotoViewer/PhotoImage";
import { PhotoLightbox } from "../../../components/PhotoViewer/PhotoLightbox";
import { initialsOf } from "../../../lib/initials";
import { photoVariant } from "../../../lib/photoVariant";
import { useWideScreen } from "../../../lib/useWideScreen";

const t = MESSAGING_TEXTS;

const PersonAvatar = ({ user, label }: { user: Pick<UserSummary, "name" | "profileImageUrl">; label: string }) => (
  <span className="summary-person">
    <Avatar size={48} src={user.profileImageUrl ?? undefined} alt="" aria-hidden="true">
      {initialsOf({ firstName: user.name })}
    </Avatar>
    <span className="summary-person-name">{label}</span>
  </span>
);

const Thumb = ({ src, alt, label, onOpen }: { src: string; alt: string; label: string; onOpen: () => void }) => (
  <button type="button" className="summary-thumb photo-thumb-button" aria-label={label} onClick={onOpen}>
    <PhotoImage src={photoVariant(src, 320)} alt={alt} loading="lazy" brokenClassName="photo-thumb-broken" />
  </button>
);

interface MatchSummaryProps {
  conversation: Conversation;
  /** Shown last under "Match details" (reporting and blocking the other member). */
  more?: ReactNode;
  viewer: Pick<UserSummary, "name" | "profileImageUrl">;
  other: Pick<UserSummary, "name" | "profileImageUrl">;
}

/**
 * Who is matched with whom and over what: both avatars, the request and the space; the address,
 * photos, reasons and `more` under "Match details", open at first on wide screens only.
 */
export const MatchSummary = ({ conversation, viewer, other, more }: MatchSummaryProps) => {
  const { spaceRequest, spaceOffer } = conversation;
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);
  // A compact header on small screens: the address, photos and reasons wait behind "Match details".
  const wide = useWideScreen();
  const [moreOpen, setMoreOpen] = useState(wide);
  const requestPhotos = spaceRequest?.photos;
  const offerPhotos = spaceOffer?.photos;
  // One list for the viewer, kept while the conversation refreshes around it.
  const photos = useMemo(
    () => [
      ...(requestPhotos ?? []).map((src, index) => ({ src, alt: t.requestPhoto(index + 1) })),
      ...(offerPhotos ?? []).map((src, index) => ({ src, alt: t.spacePhoto(index + 1) })),
    ],
    [requestPhotos, offerPhotos],
  );
  return (
    <div className="match-summary">
      <div className="summary-people">
        <PersonAvatar user={viewer} label={t.you} />
        <span className="summary-connector" aria-hidden="true">
          <LinkOutlined />
        </span>
        <PersonAvatar user={other} label={other.name} />
        <span className="summary-status">
          <StatusBadge status={conversation.status} />
        </span>
      </div>
      {(spaceRequest || spaceOffer) && (
        <dl className="summary-facts">
          {spaceRequest && (
            <div>
              <dt>{t.requestLabel}</dt>
              <dd>
                <Link to={`/space-request/${spaceRequest.id}`}>{spaceRequest.title}</Link>
              </dd>
            </div>
          )}
          {spaceOffer && (
            <div>
              <dt>{t.spaceLabel}</dt>
              <dd>
                <HomeOutlined aria-hidden="true" />{" "}
                <Link to={`/space-offer/${spaceOffer.id}`}>{spaceOffer.spaceName}</Link>
              </dd>
            </div>
          )}
        </dl>
      )}
      <details className="summary-more" open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary>{t.matchDetails}</summary>
        <div className="summary-more-body">
          {spaceOffer && (
            <p className="summary-inline-facts">
              <span>
                <EnvironmentOutlined aria-hidden="true" /> {spaceOffer.address}
              </span>
              <span>
                <TeamOutlined aria-hidden="true" /> {SCREEN_TEXTS.upToPeople(spaceOffer.capacity)}
              </span>
            </p>
          )}
          {photos.length > 0 && (
            <ul className="summary-photos" aria-label={t.photos}>
              {photos.map((photo, index) => (
                <li key={photo.src}>
                  <Thumb
                    src={photo.src}
                    alt={photo.alt}
                    label={PHOTO_VIEWER_TEXTS.openPhoto(index + 1, photos.length)}
                    onOpen={() => setOpenPhoto(index)}
                  />
                </li>
              ))}
            </ul>
          )}
          <PhotoLightbox
            photos={photos}
            name={t.photos}
            index={openPhoto}
            onIndexChange={setOpenPhoto}
            onClose={() => setOpenPhoto(null)}
          />
          {conversation.reasons.length > 0 && (
            <div className="summary-reasons">
              <h3 className="summary-reasons-title">{t.whyMatched}</h3>
              <ul className="listing-tags">
                {conversation.reasons.map((reason) => (
                  <li key={reason} className="listing-tag">
                    {reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {more}
        </div>
      </details>
    </div>
  );
};
