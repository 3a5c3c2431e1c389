import { SearchOutlined } from "@ant-design/icons";
import { WEB_TEXTS } from "@kindred/contract";
import { Input, Modal } from "antd";
import { useState } from "react";

/** Search Community dialog; the results arrive with the search work of this release. */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [query, setQuery] = useState("");
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={<h2 className="dialog-title">{WEB_TEXTS.search.title}</h2>}
    >
      <label htmlFor="community-search" className="visually-hidden">
        {WEB_TEXTS.search.placeholder}
      </label>
      <Input
        id="community-search"
        size="large"
        autoFocus
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={WEB_TEXTS.search.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="muted search-note">{WEB_TEXTS.search.comingSoon}</p>
    </Modal>
  );
};

export default SearchDialog;
