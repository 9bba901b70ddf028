'use client';

import { ErrorView } from '@/components/layout/error-view';

/** A page that failed to render, under the site's navigation (which still works). */
export default function SiteError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return <ErrorView variant="inline" digest={error.digest} retry={retry} />;
}
