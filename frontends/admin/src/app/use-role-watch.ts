/**
 * Issue #25 item 7: a demoted admin does not keep the admin screens open. The role is checked (GET /auth/me)
 * when the window gets focus or becomes visible, every minute while visible, and after any refusal (403) of
 * an admin call; once the role is no longer admin, the reason is left for /admin/login and the session
 * updated, which sends the user there (RequireAdmin).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_ROLE_REMOVED_MESSAGE, putAdminLoginNotice, useApi, useSession } from '@liquify/session';
import { isForbidden, keepsAdminScreens, ROLE_CHECK_INTERVAL_MS } from './role-watch';

export function useRoleWatch() {
  const api = useApi();
  const { refreshUser } = useSession();
  const queryClient = useQueryClient();
  const checking = useRef(false);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (checking.current || stopped) return;
      checking.current = true;
      try {
        const user = await api.me().catch(() => undefined);
        // undefined: no answer (offline, or the session ended: the session itself handles that)
        if (user !== undefined && !keepsAdminScreens(user) && !stopped) {
          putAdminLoginNotice(ADMIN_ROLE_REMOVED_MESSAGE);
          await refreshUser();
        }
      } finally {
        checking.current = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(onVisible, ROLE_CHECK_INTERVAL_MS);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isForbidden(event.action.error)) void check();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isForbidden(event.action.error)) void check();
    });
    return () => {
      stopped = true;
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [api, refreshUser, queryClient]);
}
