import type en from '@/messages/en.json';

/**
 * Typed messages (issue 8, §3): next-intl checks every `useTranslations`/`getTranslations`
 * namespace and key, and the arguments of each message, against the English catalogue.
 * scripts/merge-messages.mjs keeps zh and vi to the same keys.
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
  }
}
