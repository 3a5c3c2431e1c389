import { HeartFilled, HeartOutlined } from "@ant-design/icons";
import { COMMUNITY_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { useState } from "react";
import { useLoggedOutRedirect } from "../../hooks/useLoggedOutRedirect";
import { isStatus } from "../../lib/api";
import { AUTH_PATHS, navigateTo, useCurrentUser } from "../../queries/auth";
import { isFavorited, useFavorites, useSetFavorite } from "../../queries/favorites";
import { toast } from "../../stores/toastStore";
import "./favoriteButton.css";

const t = COMMUNITY_TEXTS.favoriteButton;

interface FavoriteButtonProps {
  offerId: string;
  spaceName: string;
  /** "icon": a round heart for cards; "button": heart and text for detail pages. */
  variant?: "icon" | "button";
}

/**
 * Heart toggle for a space offer (PUT / DELETE /api/favorites/{offerId}). It shows the new state
 * at once while the call runs; visitors are asked to sign in instead.
 */
export const FavoriteButton = ({ offerId, spaceName, variant = "icon" }: FavoriteButtonProps) => {
  const { user } = useCurrentUser();
  const favorites = useFavorites(Boolean(user));
  const change = useSetFavorite();
  const loggedOut = useLoggedOutRedirect();
  const [askSignIn, setAskSignIn] = useState(false);
  const pressed = isFavorited(offerId, favorites.data, change.isPending ? change.variables : undefined);

  const toggle = () => {
    if (!user) {
      setAskSignIn(true);
      return;
    }
    const favorite = !pressed;
    change.mutate(
      { offerId, favorite },
      {
        onSuccess: () => toast({ title: favorite ? t.added : t.removed, variant: "success" }),
        onError: (error) => (isStatus(error, 401) ? loggedOut() : toast({ title: t.failed, variant: "destructive" })),
      },
    );
  };

  const icon = pressed ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />;
  return (
    <>
      {variant === "icon" ? (
        <Button
          shape="circle"
          className={pressed ? "favorite-button favorite-button-on" : "favorite-button"}
          icon={icon}
          aria-pressed={pressed}
          aria-label={t.label(spaceName)}
          onClick={toggle}
        />
      ) : (
        <Button
          className={pressed ? "favorite-button favorite-button-on" : "favorite-button"}
          icon={icon}
          aria-pressed={pressed}
          onClick={toggle}
        >
          {t.text}
        </Button>
      )}
      {askSignIn && (
        <Modal
          open
          onCancel={() => setAskSignIn(false)}
          title={<h2 className="dialog-title">{t.signInTitle}</h2>}
          footer={[
            <Button key="cancel" onClick={() => setAskSignIn(false)}>
              {t.cancel}
            </Button>,
            <Button key="sign-in" type="primary" onClick={() => navigateTo(AUTH_PATHS.login)}>
              {t.signIn}
            </Button>,
          ]}
        >
          <p>{t.signInText}</p>
        </Modal>
      )}
    </>
  );
};
