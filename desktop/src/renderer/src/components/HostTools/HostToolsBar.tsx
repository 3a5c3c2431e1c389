import { EditOutlined, UploadOutlined } from "@ant-design/icons";
import { HOST_TOOLS_TEXTS, type SpaceOffer } from "@kindred/contract";
import { Button } from "antd";
import { type Key, useState } from "react";
import { ShortcutHelp } from "../ShortcutHelp/ShortcutHelp";
import { BulkEditDialog } from "./BulkEditDialog";
import { BulkImportDialog } from "./BulkImportDialog";

const t = HOST_TOOLS_TEXTS;

/** The host's bulk tools beside My Spaces' pause and resume: photo import, bulk edit, the key list. */
export const HostToolsBar = ({ offers, selected }: { offers: readonly SpaceOffer[]; selected: readonly Key[] }) => {
  const [dialog, setDialog] = useState<"import" | "edit" | null>(null);
  const selectedOffers = offers.filter((offer) => selected.includes(offer.id));
  return (
    <>
      <Button icon={<EditOutlined />} disabled={selectedOffers.length === 0} onClick={() => setDialog("edit")}>
        {t.editSelected}
      </Button>
      <Button icon={<UploadOutlined />} disabled={offers.length === 0} onClick={() => setDialog("import")}>
        {t.importPhotos}
      </Button>
      <ShortcutHelp
        label={t.keyboard.hint}
        title={t.keyboard.title}
        closeLabel={t.keyboard.close}
        keys={t.keyboard.keys}
      />
      {dialog === "import" && <BulkImportDialog offers={offers} onClose={() => setDialog(null)} />}
      {dialog === "edit" && <BulkEditDialog offers={selectedOffers} onClose={() => setDialog(null)} />}
    </>
  );
};
