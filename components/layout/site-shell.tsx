import { getViewer } from '@/lib/bff/server';

/** The main layout of SPEC.md §2: navigation bar, main area, footer. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="bg-nav h-14 text-white">{viewer ? viewer.user_nickname : null}</header>
      <main className="flex-1">{children}</main>
      <footer className="bg-nav text-white" />
    </div>
  );
}
