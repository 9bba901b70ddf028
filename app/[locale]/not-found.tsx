import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('meta');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4">
      <h1 className="text-4xl font-bold">404</h1>
      <p>{t('notFound')}</p>
    </main>
  );
}
