import { Lock } from 'lucide-react';
import { LoginButton } from './login-button';

/**
 * What /attention and /reserve show a visitor (their API answers code 700): what the page is
 * for, and the login dialog one click away (docs/product.md §6).
 */
export function LoginState({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button: string;
}) {
  return (
    <section
      data-testid="login-state"
      className="bg-surface mx-auto flex max-w-md flex-col items-center rounded-xl px-6 py-10 text-center shadow-sm"
    >
      <div className="bg-brand-soft text-brand mb-4 grid size-14 place-items-center rounded-full">
        <Lock className="size-7" aria-hidden />
      </div>
      <h2 className="text-ink text-lg font-semibold">{title}</h2>
      <p className="text-ink-soft mt-2 text-sm">{text}</p>
      <LoginButton>{button}</LoginButton>
    </section>
  );
}
