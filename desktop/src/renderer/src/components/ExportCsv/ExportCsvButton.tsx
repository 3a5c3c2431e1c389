import { DownloadOutlined } from "@ant-design/icons";
import { type CsvExportName, EXPORT_ROUTES, EXPORT_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { getPlatform } from "../../platform";
import { toast } from "../../stores/toastStore";

const t = EXPORT_TEXTS;

/**
 * "Export CSV": on the web a link the browser downloads (the session cookie goes along); in the
 * desktop app the main process fetches the file and saves it where the native save dialog says.
 */
export const ExportCsvButton = ({ name }: { name: CsvExportName }) => {
  const [saving, setSaving] = useState(false);
  const platform = getPlatform();
  const exportCsv = platform.exportCsv;

  if (!exportCsv) {
    return (
      <Button icon={<DownloadOutlined />} href={EXPORT_ROUTES[name].path} download aria-label={t.labels[name]}>
        {t.exportCsv}
      </Button>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      const result = await exportCsv(name);
      if (result.saved) toast({ title: t.savedTitle, description: t.saved(result.path), variant: "success" });
    } catch {
      toast({ title: t.failedTitle, description: t.failed, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={saving} onClick={save} aria-label={t.labels[name]}>
      {t.exportCsv}
    </Button>
  );
};
