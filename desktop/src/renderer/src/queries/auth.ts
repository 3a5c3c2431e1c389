import type { AuthProviders, CurrentUser, LoginInput, Profile, RegisterInput } from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, getQueryFn } from "../lib/api";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/**
 * The signed-in member, or null for a visitor. Spec section 4: loaded without retry and
 * reloaded on mount and on window focus, so a session ended elsewhere shows up quickly.
 */
export const useCurrentUser = () => {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === "admin",
  };
};

export const useAuthProviders = () => useQuery<AuthProviders | null>({ queryKey: ["/api/auth/providers"] });

const useRefreshCurrentUser = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
};

export const useSignIn = () => {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<{ ok: true }>("POST", "/api/auth/email", input),
    onSuccess: refresh,
  });
};

export const useRegister = () => {
  const refresh = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<CurrentUser>("POST", "/api/auth/register", input),
    onSuccess: refresh,
  });
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Profile) => apiJson<CurrentUser>("PUT", "/api/auth/user", input),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_KEY, user);
      return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
};

/** Sign-in and sign-out are browser navigations (spec section 7), not calls. */
export const AUTH_PATHS = {
  login: "/api/login",
  logout: "/api/logout",
  provider: (provider: keyof AuthProviders) => `/api/auth/${provider}`,
} as const;

export const navigateTo = (path: string): void => {
  window.location.assign(path);
};
