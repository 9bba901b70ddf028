import { ClientMessages } from '@/lib/i18n/client-messages';

/** This route's client islands get only their own message namespaces (lib/i18n/client-namespaces.ts). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages page="team">{children}</ClientMessages>;
}
