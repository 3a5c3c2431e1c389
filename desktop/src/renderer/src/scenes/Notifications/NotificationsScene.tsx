import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { MembersOnly } from "../../components/gates";

const title = WEB_TEXTS.pageTitles.notifications;

export const NotificationsScene = () => (
  <MembersOnly title={title} prompt={WEB_TEXTS.signInPrompts.notifications}>
    {() => <ComingSoon title={title} />}
  </MembersOnly>
);

export default NotificationsScene;
