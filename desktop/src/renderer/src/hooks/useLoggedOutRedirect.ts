import { ERROR_MESSAGES, UNAUTHORIZED_REDIRECT_MS } from "@kindred/contract";
import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "../stores/toastStore";

/**
 * The spec's answer to a lost session (favorites, profile, uploads): the Unauthorized toast, then
 * the login page after UNAUTHORIZED_REDIRECT_MS. Calling it again while waiting does nothing.
 */
export const useLoggedOutRedirect = () => {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    if (timer.current) return;
    toast({ ...ERROR_MESSAGES.loggedOut, variant: "destructive" });
    timer.current = setTimeout(() => navigate("/login"), UNAUTHORIZED_REDIRECT_MS);
  }, [navigate]);
};
