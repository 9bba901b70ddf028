import { Suspense } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getViewer, serverApiOrNull } from '@/lib/bff/server';
import type { FloatWin } from '@/lib/activity/contract';
import { ActivityFloatHost } from '@/components/activity/activity-float-host';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { LoginDialogHost } from './login-dialog-host';
import { RouteProgress } from './route-progress';
import { getShellQrCodes, getSiteConfig } from './shell-data';
import { TopNav } from './top-nav';

/** activity_config/float_win; a failed read hides the button rather than breaking the page. */
async function floatWin(): Promise<FloatWin | null> {
  try {
    return await serverApiOrNull<FloatWin>('activity_config/float_win');
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}

/** The main layout of docs/product.md §2: navigation bar, main area, footer, and the floating pieces. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const [viewer, config, qr, float, t] = await Promise.all([
    getViewer(),
    getSiteConfig(),
    getShellQrCodes(),
    floatWin(),
    getTranslations('activity'),
  ]);
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <TopNav user={viewer} downloadQr={qr.download} />
      <main className="flex-1">{children}</main>
      <Footer config={config} qr={qr} />
      <BackToTop />
      {float?.show ? (
        // The floating activity button (docs/product.md §2): its code arrives once the page is idle.
        <ActivityFloatHost
          loggedIn={viewer !== null}
          label={float.label || t('float')}
          image={float.image}
          hint={t('floatHint')}
          failed={t('floatFailed')}
        />
      ) : null}
      <LoginDialogHost />
    </div>
  );
}
