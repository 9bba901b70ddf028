import {
  QueuePage,
  queueMetadata,
  type QueuePageProps,
} from '@/components/admin/queues/queue-page';

/** /admin/experts: a review queue of the console (issue 27 "Review queues"). */
export function generateMetadata(props: QueuePageProps) {
  return queueMetadata('experts', props);
}

export default function Page(props: QueuePageProps) {
  return <QueuePage queue="experts" {...props} />;
}
