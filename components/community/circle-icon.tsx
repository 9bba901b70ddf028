import { Volleyball, Goal, MessagesSquare, Shirt, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  football: Goal,
  basketball: Volleyball,
  chat: MessagesSquare,
  gear: Shirt,
};

/** A circle's icon (its `icon` key); football's goal when the key is unknown. */
export function CircleIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = ICONS[icon] ?? Goal;
  return <Icon className={className} aria-hidden />;
}
