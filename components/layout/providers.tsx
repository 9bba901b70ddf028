'use client';

import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import { ClientBridge } from '@/lib/client/client-bridge';
import { clientStore } from '@/lib/client/store';
import { ToastHost } from './toast-host';
import { ShareCodeCatcher } from '@/components/referral/share-code-catcher';

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    // The API client's code-700 rule writes atoms outside React: one store for both.
    <JotaiProvider store={clientStore}>
      <ClientBridge />
      <ShareCodeCatcher />
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
        <ToastHost />
      </SWRConfig>
    </JotaiProvider>
  );
}
