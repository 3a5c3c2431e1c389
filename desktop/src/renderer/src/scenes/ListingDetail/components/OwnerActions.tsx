import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { LISTING_TEXTS, type ListingSide, WEB_TEXTS } from "@kindred/contract";
import { Button, Modal } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { serverMessage } from "../../../lib/api";
import { useDeleteSpaceOffer, useDeleteSpaceRequest } from "../../../queries/listings";
import { toast } from "../../../stores/toastStore";

const t = LISTING_TEXTS.detail;

const TEXTS = {
  request: { edit: "/edit-request", confirmTitle: t.deleteRequestTitle, deleted: t.requestDeleted },
  offer: { edit: "/edit-offer", confirmTitle: t.deleteOfferTitle, deleted: t.offerDeleted },
} as const;

/** The owner's Edit and Delete; Delete asks first, then goes home with a toast. */
export const OwnerActions = ({ kind, id }: { kind: ListingSide; id: string }) => {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deleteRequest = useDeleteSpaceRequest();
  const deleteOffer = useDeleteSpaceOffer();
  const remove = kind === "request" ? deleteRequest : deleteOffer;
  const texts = TEXTS[kind];

  // The answer is awaited rather than given to `mutate`: a delete closes the listing's matches,
  // whose events refresh this page into "not found" and take these actions (and `mutate`'s
  // callbacks with them) away before the refresh after the delete has ended.
  const onDelete = () => {
    remove.mutateAsync(id).then(
      () => {
        setConfirming(false);
        navigate("/");
        toast({ title: texts.deleted, variant: "success" });
      },
      (error) =>
        toast({
          title: WEB_TEXTS.errorTitle,
          description: serverMessage(error, t.deleteFailed),
          variant: "destructive",
        }),
    );
  };

  return (
    <div className="owner-actions">
      <Link to={`${texts.edit}/${id}`} className="link-button">
        <EditOutlined aria-hidden /> {t.edit}
      </Link>
      <Button danger icon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {t.delete}
      </Button>
      <Modal
        open={confirming}
        onCancel={() => setConfirming(false)}
        title={<h2 className="dialog-title">{texts.confirmTitle}</h2>}
        footer={[
          <Button key="cancel" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t.deleteCancel}
          </Button>,
          <Button key="delete" danger type="primary" loading={remove.isPending} onClick={onDelete}>
            {t.deleteConfirm}
          </Button>,
        ]}
      >
        <p>{t.deleteText}</p>
      </Modal>
    </div>
  );
};
