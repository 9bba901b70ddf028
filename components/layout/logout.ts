import { apiPost } from '@/lib/client/api';
import { clearStoredUser } from '@/lib/client/user-store';
import type { Locale } from '@/i18n/locales';
import { localePath } from '@/lib/seo/metadata';

/**
 * Logout of docs/product.md §4: sign out (the BFF clears the session cookie; a failure changes nothing
 * for the visitor, so it is ignored), forget the stored user info, then a full load of /main so
 * every part of the page, server-rendered ones included, sees the visitor state.
 */
export async function logout(locale: Locale, navigate: (url: string) => void): Promise<void> {
  try {
    await apiPost('Member/SignOut', undefined, { silent: true });
  } catch {
    // Already signed out, or offline: the local state is cleared either way.
  }
  clearStoredUser();
  navigate(localePath(locale, '/main'));
}
