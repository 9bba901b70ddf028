import {
  QueuePage,
  queueMetadata,
  type QueuePageProps,
} from '@/components/admin/queues/queue-page';

/** /admin/horns: a review queue of the console (issue 27 "Review queues"). */
export function generateMetadata(props: QueuePageProps) {
  return queueMetadata('horns', props);
}

export default function Page(props: QueuePageProps) {
  return <QueuePage queue="horns" {...props} />;
}
