/** Answers of the news console's tests (checked: test/fixtures-contract.test.ts). */
import { answer } from '@/test/bff';
import type { NewsStatus } from '@/lib/publish/limits';

/** admin/newsSave's answer: the article's id, state and publish time. */
export const newsSaved = (status: NewsStatus, publishedAt = '2026-11-29T08:00:00.000Z') =>
  answer('admin/newsSave', { id: 42, status, published_at: publishedAt }, 'Saved');
