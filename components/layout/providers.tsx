'use client';

import { Toaster } from 'sonner';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <JotaiProvider>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        {children}
        <Toaster position="top-center" richColors closeButton />
      </SWRConfig>
    </JotaiProvider>
  );
}
