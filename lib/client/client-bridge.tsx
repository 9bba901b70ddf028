'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { setClientTranslator } from './client-messages';

/** Lends the API client the page's translations; render it once inside the intl provider. */
export function ClientBridge() {
  const t = useTranslations('client');
  useEffect(() => {
    setClientTranslator((key) => t(key));
    return () => setClientTranslator(null);
  }, [t]);
  return null;
}
