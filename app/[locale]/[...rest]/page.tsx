import { notFound } from 'next/navigation';

// Any path no route claims (and /404 itself) renders the not-found page with HTTP 404.
export default function CatchAll() {
  notFound();
}
