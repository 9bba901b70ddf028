'use client';

import { ErrorView } from '@/components/layout/error-view';

/**
 * A failure of the site's shell itself (its layout reads the viewer and the site's settings, so
 * a database outage fails here): the whole screen, in the request's language.
 */
export default function LocaleError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorView variant="page" digest={error.digest} retry={retry} />;
}
