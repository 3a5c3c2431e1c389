import {
  type ConfirmAccountDeletionInput,
  type DeleteAccountInput,
  YOUR_DATA_ROUTES,
  YOUR_DATA_TEXTS,
} from "@kindred/contract";
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

/** After a deletion the app is a visitor's: every cached member query dropped. */
const forgetMember = (queryClient: ReturnType<typeof useQueryClient>) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
};

/** Deletes the account, confirmed with the password. */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => call(YOUR_DATA_ROUTES.deleteAccount, { body: input }),
    onSuccess: () => forgetMember(queryClient),
  });
};

/** An account without a password: mails the link that deletes it. */
export const useRequestDeletionByEmail = () =>
  useMutation({ mutationFn: () => call(YOUR_DATA_ROUTES.requestDeletionByEmail, {}) });

/**
 * The mailed link's page: deletes the account it names. Whoever is signed in here (that member,
 * someone else, nobody) is asked for again; everything cached is dropped.
 */
export const useConfirmDeletionByEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmAccountDeletionInput) => call(YOUR_DATA_ROUTES.confirmDeletionByEmail, { body: input }),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};
