import { WEB_TEXTS } from "@kindred/contract";
import { ComingSoon } from "../../components/ComingSoon";
import { AdminsOnly } from "../../components/gates";

const title = WEB_TEXTS.pageTitles.admin;

export const AdminScene = () => (
  <AdminsOnly title={title} prompt={WEB_TEXTS.signInPrompts.admin}>
    {() => <ComingSoon title={title} />}
  </AdminsOnly>
);

export default AdminScene;
