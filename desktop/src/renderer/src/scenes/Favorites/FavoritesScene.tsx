import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { MembersOnly } from "../../components/gates";

const title = WEB_TEXTS.pageTitles.favorites;

export const FavoritesScene = () => (
  <MembersOnly title={title} prompt={WEB_TEXTS.signInPrompts.favorites}>
    {() => <ComingSoon title={title} />}
  </MembersOnly>
);

export default FavoritesScene;
