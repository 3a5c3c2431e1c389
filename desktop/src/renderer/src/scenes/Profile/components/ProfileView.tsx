import { type CurrentUser, formattingLocale, REFERENCE_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Tag } from "antd";
import { MemberFacts, MemberReferenceList } from "../../../components/References/MemberReferences";
import { useMember } from "../../../queries/users";
import { MyListings } from "./MyListings";
import { ProfileStats } from "./ProfileStats";

const memberSince = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(formattingLocale(), { year: "numeric", month: "long", day: "numeric" });
};

export const ProfileView = ({ user }: { user: CurrentUser }) => {
  const t = WEB_TEXTS.profile;
  // The public profile carries the facts others see beside the member's references.
  const profile = useMember(user.id);
  return (
    <div className="profile-sections">
      <ProfileStats userId={user.id} />
      <section className="panel" aria-labelledby="references-title">
        <h2 id="references-title">{REFERENCE_TEXTS.title}</h2>
        {profile.data && <MemberFacts member={profile.data} />}
        <MemberReferenceList userId={user.id} />
      </section>
      <section className="panel" aria-labelledby="about-title">
        <h2 id="about-title">{t.about}</h2>
        <p className={user.bio ? "profile-bio" : "muted"}>{user.bio || t.noBio}</p>
      </section>
      {user.interests.length > 0 && (
        <section className="panel" aria-labelledby="interests-title">
          <h2 id="interests-title">{t.interests}</h2>
          <ul className="tag-list">
            {user.interests.map((interest) => (
              <li key={interest}>
                <Tag className="interest-tag">{interest}</Tag>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel" aria-labelledby="details-title">
        <h2 id="details-title">{t.details}</h2>
        <dl className="details-list">
          {user.email && (
            <>
              <dt>{t.email}</dt>
              <dd>{user.email}</dd>
            </>
          )}
          <dt>{t.memberSince}</dt>
          <dd>{memberSince(user.createdAt)}</dd>
        </dl>
      </section>
      <MyListings user={user} />
    </div>
  );
};
