import {
  AUTH_ROUTES,
  type AuthProviders,
  type CurrentUser,
  LANGUAGE_TEXTS,
  type Locale,
  type LoginInput,
  OAUTH_ROUTES,
  type Profile,
  type RegisterInput,
} from "@kindred/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueryFn } from "../lib/api";
import { call } from "../lib/call";
import { chooseLocale } from "../stores/localeStore";
import { toast } from "../stores/toastStore";

export const CURRENT_USER_KEY = [AUTH_ROUTES.currentUser.path] as const;

/** The signed-in member's query: the hook below, and the app's start, which asks before it renders. */
export const currentUserQuery = queryOptions<CurrentUser | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  retry: false,
  // Mounts ask anew once the answer is 2 s old, but only once the member has left the first page:
  // the app's start asks before the first render, and every screen of the first page takes that
  // answer however long its code took to load (a page load asks once). See createAppQueryClient.
  staleTime: 2_000,
  refetchOnWindowFocus: true,
});

/**
 * The signed-in member, or null for a visitor. docs/product.md section 4: loaded without retry and
 * reloaded on mount and on window focus, so a session ended elsewhere shows up quickly.
 */
export const useCurrentUser = () => {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === "admin",
    /** Moderators and admins: the admin screen is theirs (what it shows depends on the role). */
    isStaff: user?.role === "admin" || user?.role === "moderator",
  };
};

export const useAuthProviders = () => useQuery<AuthProviders | null>({ queryKey: [AUTH_ROUTES.providers.path] });

const useRefreshCurrentUser = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
};

export const useSignIn = () => {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: LoginInput) => call(AUTH_ROUTES.signIn, { body: input }),
    onSuccess: refresh,
  });
};

export const useRegister = () => {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => call(AUTH_ROUTES.register, { body: input }),
    onSuccess: refresh,
  });
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => call(AUTH_ROUTES.saveProfile, { body: input }),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};

/**
 * The language switch: shown at once and kept in this browser; a signed-in member's choice is
 * saved too, so mail and notifications follow it. A failure says so in a toast.
 */
export const useChooseLocale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ locale, signedIn }: { locale: Locale; signedIn: boolean }) => {
      await chooseLocale(locale);
      return signedIn ? call(AUTH_ROUTES.saveProfile, { body: { locale } }) : null;
    },
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    onError: () => toast({ title: LANGUAGE_TEXTS.failed, variant: "destructive" }),
  });
};

/** Confirms the email with the mailed token; the member (if this browser is theirs) reloads. */
export const useVerifyEmail = () => {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (token: string) => call(AUTH_ROUTES.verifyEmail, { body: { token } }),
    onSuccess: refresh,
  });
};

/** Mails the confirmation link again. */
export const useResendVerification = () => useMutation({ mutationFn: () => call(AUTH_ROUTES.resendVerification, {}) });

/** Sign-in and sign-out are browser navigations (docs/product.md section 7), not calls. */
export const AUTH_PATHS = {
  login: AUTH_ROUTES.loginPage.path,
  logout: AUTH_ROUTES.logout.path,
  provider: (provider: keyof AuthProviders) => OAUTH_ROUTES[provider].start.path,
} as const;

export const navigateTo = (path: string): void => {
  window.location.assign(path);
};
