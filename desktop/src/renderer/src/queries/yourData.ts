import { type DeleteAccountInput, YOUR_DATA_ROUTES, YOUR_DATA_TEXTS } from "@kindred/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, send } from "../lib/call";
import { CURRENT_USER_KEY } from "./auth";

/** Fetches the export and hands it to the browser as a file (a download on the web, a save on desktop). */
export const downloadMyData = async (): Promise<void> => {
  const response = await send(YOUR_DATA_ROUTES.exportData, {});
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = YOUR_DATA_TEXTS.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the account; afterwards the app is a visitor's (every cached member query dropped). */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => call(YOUR_DATA_ROUTES.deleteAccount, { body: input }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
};
