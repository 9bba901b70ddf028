import 'server-only';
import { cookies } from 'next/headers';
import { isSidebarOpen, SIDEBAR_COOKIE } from './side-menu-cookie';

/**
 * The side menu's open state for the server render, so the first HTML already has the width the
 * visitor left it at (no jump after hydration). Pages pass it to `<SideMenu defaultOpen>`.
 */
export async function readSidebarOpen(): Promise<boolean> {
  return isSidebarOpen((await cookies()).get(SIDEBAR_COOKIE)?.value);
}
