import { EditOutlined, EnvironmentOutlined } from "@ant-design/icons";
import { type CurrentUser, displayName, WEB_TEXTS } from "@kindred/contract";
import { Avatar, Button } from "antd";
import { useState } from "react";
import { MembersOnly } from "../../components/gates";
import { initialsOf } from "../../lib/initials";
import { usePageTitle } from "../../lib/usePageTitle";
import { ProfileEditForm } from "./components/ProfileEditForm";
import { ProfileView } from "./components/ProfileView";

const Profile = ({ user }: { user: CurrentUser }) => {
  const [editing, setEditing] = useState(false);
  const name = displayName(user);
  usePageTitle(WEB_TEXTS.pageTitles.profile);
  return (
    <div className="profile-page">
      <section className="profile-header" aria-labelledby="profile-name">
        <div
          className="profile-cover"
          style={user.coverImageUrl ? { backgroundImage: `url(${user.coverImageUrl})` } : undefined}
        />
        <div className="profile-identity">
          <Avatar size={96} src={user.profileImageUrl ?? undefined} className="profile-avatar">
            {initialsOf(user)}
          </Avatar>
          <div className="profile-identity-text">
            <h1 id="profile-name">{name}</h1>
            {user.location && (
              <p className="profile-location">
                <EnvironmentOutlined aria-hidden /> {user.location}
              </p>
            )}
          </div>
          {!editing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} className="profile-edit-button">
              {WEB_TEXTS.profile.editProfile}
            </Button>
          )}
        </div>
      </section>
      {editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} />}
    </div>
  );
};

/** /profile and /my-listings: the member's profile; the listings join later in this release. */
export const ProfileScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.profile} prompt={WEB_TEXTS.signInPrompts.profile}>
    {(user) => <Profile user={user} />}
  </MembersOnly>
);

export default ProfileScene;
