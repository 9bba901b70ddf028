import type { Metadata } from 'next';
import { centreMetadata, CentrePage, type CentreProps } from './centre';

export function generateMetadata(props: CentreProps): Promise<Metadata> {
  return centreMetadata(props);
}

/** /score-detail?id= – the match centre, timeline first (docs/product.md §2). */
export default function ScoreDetailPage(props: CentreProps) {
  return <CentrePage {...props} route="/score-detail" fallback="timeline" />;
}
