import 'server-only';
import { SideMenu, type SideMenuKey } from '@/components/layout/side-menu';
import { readSidebarOpen } from '@/components/layout/side-menu-state';
import { getShellQrCodes } from '@/components/layout/shell-data';

/**
 * The live pages' frame (docs/product.md §2 "side menu on scores, live and schedule pages"): the side
 * menu with the page's own entry highlighted, and the main column.
 */
export async function LiveFrame({
  active,
  children,
}: {
  active?: SideMenuKey;
  children: React.ReactNode;
}) {
  const [open, qr] = await Promise.all([readSidebarOpen(), getShellQrCodes()]);
  return (
    <div className="desk:flex">
      <SideMenu defaultOpen={open} qrSvg={qr.download} active={active} />
      <div className="min-w-0 flex-1">
        <div className="desk:px-6 desk:py-6 mx-auto max-w-[1560px] px-3 py-4">{children}</div>
      </div>
    </div>
  );
}

/** A live page's title line: heading, a line under it, and actions on the right. */
export function LiveHeader({
  title,
  sub,
  children,
}: {
  title: string;
  sub?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <h1 className="text-ink desk:text-2xl text-xl font-extrabold">{title}</h1>
        {sub ? <p className="text-ink-soft mt-0.5 text-sm">{sub}</p> : null}
      </div>
      {children}
    </header>
  );
}
