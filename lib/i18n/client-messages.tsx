import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { PAGE_NAMESPACES, pickMessages, type PageWithMessages } from './client-namespaces';

/**
 * Gives a page's client islands the message namespaces they use, and no others (the shell's
 * come from the root layout). A page whose islands translate nothing renders no provider.
 */
export async function ClientMessages({
  page,
  children,
}: {
  page: PageWithMessages;
  children: React.ReactNode;
}) {
  const namespaces: readonly string[] = PAGE_NAMESPACES[page];
  if (namespaces.length === 0) return children;
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
