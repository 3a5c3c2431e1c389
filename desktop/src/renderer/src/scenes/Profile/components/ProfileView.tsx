import { type CurrentUser, WEB_TEXTS } from "@kindred/contract";
import { Tag } from "antd";
import { MyListings } from "./MyListings";
import { ProfileStats } from "./ProfileStats";

const memberSince = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
};

export const ProfileView = ({ user }: { user: CurrentUser }) => {
  const t = WEB_TEXTS.profile;
  return (
    <div className="profile-sections">
      <ProfileStats userId={user.id} />
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
