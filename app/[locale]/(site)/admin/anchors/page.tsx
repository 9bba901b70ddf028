import {
  QueuePage,
  queueMetadata,
  type QueuePageProps,
} from '@/components/admin/queues/queue-page';

/** /admin/anchors: a review queue of the console (issue 27 "Review queues"). */
export function generateMetadata(props: QueuePageProps) {
  return queueMetadata('anchors', props);
}

export default function Page(props: QueuePageProps) {
  return <QueuePage queue="anchors" {...props} />;
}
