/** Cookie that keeps the side menu open ("1") or collapsed ("0") across pages (docs/product.md §2). */
export const SIDEBAR_COOKIE = 'sidebar';

export function isSidebarOpen(value: string | undefined): boolean {
  return value !== '0';
}
