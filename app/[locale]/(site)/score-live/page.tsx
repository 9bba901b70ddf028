import type { Metadata } from 'next';
import { centreMetadata, CentrePage, type CentreProps } from '../score-detail/centre';

export function generateMetadata(props: CentreProps): Promise<Metadata> {
  return centreMetadata(props);
}

/** /score-live?id= – the same match centre opened on the live text (docs/product.md §2). */
export default function ScoreLivePage(props: CentreProps) {
  return <CentrePage {...props} route="/score-live" fallback="live" />;
}
