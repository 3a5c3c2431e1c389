import { HeartOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS, type CurrentUser, type FavoriteSpace, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal, Spin } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MembersOnly } from "../../components/gates";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { isStatus } from "../../lib/api";
import { usePageTitle } from "../../lib/usePageTitle";
import { useFavorites, useSetFavorite } from "../../queries/favorites";
import { useUserMatches } from "../../queries/listings";
import { useDialogStore } from "../../stores/dialogStore";
import { toast } from "../../stores/toastStore";
import { FavoriteCard } from "./components/FavoriteCard";
import { conversationPath, matchForSpace } from "./contactHost";
import "./favorites.css";

const t = COMMUNITY_TEXTS.favorites;

const EmptyFavorites = () => (
  <section className="panel centered-panel favorites-empty" aria-labelledby="no-favorites-title">
    <HeartOutlined className="panel-icon" aria-hidden />
    <h2 id="no-favorites-title">{SCREEN_TEXTS.noFavorites}</h2>
    <p>{t.emptyText}</p>
    <Link className="link-button link-button-primary" to="/explore">
      {t.explore}
    </Link>
  </section>
);

/** Contact Host without a match: offers the Submit Space Request dialog. */
const NoMatchDialog = ({ onClose }: { onClose: () => void }) => {
  const showDialog = useDialogStore((state) => state.show);
  return (
    <Modal
      open
      onCancel={onClose}
      title={<h2 className="dialog-title">{t.noMatchTitle}</h2>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t.cancel}
        </Button>,
        <Button
          key="post"
          type="primary"
          onClick={() => {
            onClose();
            showDialog("spaceRequest");
          }}
        >
          {t.postRequest}
        </Button>,
      ]}
    >
      <p>{t.noMatchText}</p>
    </Modal>
  );
};

const FavoritesList = ({ user }: { user: CurrentUser }) => {
  usePageTitle(WEB_TEXTS.pageTitles.favorites);
  const navigate = useNavigate();
  const favorites = useFavorites();
  const matches = useUserMatches(user.id);
  const remove = useSetFavorite();
  const loggedOut = useLoggedOutRedirect();
  const [askToPost, setAskToPost] = useState(false);
  const sessionLost = isStatus(favorites.error, 401);

  useEffect(() => {
    if (sessionLost) loggedOut();
  }, [sessionLost, loggedOut]);

  const onRemove = (space: FavoriteSpace) =>
    remove.mutate(
      { offerId: space.id, favorite: false },
      {
        onSuccess: () => toast({ title: t.removed, description: space.spaceName, variant: "success" }),
        onError: (error) =>
          isStatus(error, 401) ? loggedOut() : toast({ title: t.removeFailed, variant: "destructive" }),
      },
    );

  const onContact = async (space: FavoriteSpace) => {
    // A click before the member's matches arrived waits for them rather than saying there is none.
    const list = matches.data ?? (await matches.refetch()).data;
    const match = matchForSpace(list, space.id);
    if (match) navigate(conversationPath(match.id));
    else setAskToPost(true);
  };

  const list = favorites.data ?? [];
  return (
    <div className="favorites-page">
      <header className="favorites-heading">
        <h1>{WEB_TEXTS.pageTitles.favorites}</h1>
        <p className="muted">{t.intro}</p>
      </header>
      {favorites.isPending && (
        <div className="inline-loading dashboard-loading" role="status">
          <Spin size="small" aria-hidden /> {t.loading}
        </div>
      )}
      {favorites.isError && !sessionLost && (
        <p className="form-error" role="alert">
          {t.loadFailed}
        </p>
      )}
      {favorites.isSuccess && list.length === 0 && <EmptyFavorites />}
      {list.length > 0 && (
        <div className="favorite-cards">
          {list.map((space) => (
            <FavoriteCard
              key={space.id}
              space={space}
              onRemove={onRemove}
              onContact={onContact}
              removing={remove.isPending && remove.variables?.offerId === space.id}
            />
          ))}
        </div>
      )}
      {askToPost && <NoMatchDialog onClose={() => setAskToPost(false)} />}
    </div>
  );
};

/** Favorites screen (docs/product.md section 2): members see their saved spaces; visitors a sign-in prompt. */
export const FavoritesScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.favorites} prompt={WEB_TEXTS.signInPrompts.favorites}>
    {(user) => <FavoritesList user={user} />}
  </MembersOnly>
);

export default FavoritesScene;
