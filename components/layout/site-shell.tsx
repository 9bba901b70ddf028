import { Suspense } from 'react';
import { getViewer } from '@/lib/bff/server';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { LoginDialogHost } from './login-dialog-host';
import { RouteProgress } from './route-progress';
import { getShellQrCodes, getSiteConfig } from './shell-data';
import { TopNav } from './top-nav';

/** The main layout of docs/product.md §2: navigation bar, main area, footer, and the floating pieces. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const [viewer, config, qr] = await Promise.all([getViewer(), getSiteConfig(), getShellQrCodes()]);
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <TopNav user={viewer} downloadQr={qr.download} />
      <main className="flex-1">{children}</main>
      <Footer config={config} qr={qr} />
      <BackToTop />
      <LoginDialogHost />
    </div>
  );
}
