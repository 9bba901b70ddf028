import 'server-only';
import { sanitizeRichText } from '@/lib/content/sanitize';

/**
 * An article's rich text. Stored bodies are already sanitised; they are sanitised again here so
 * that nothing unsanitised can reach a page whatever wrote the row (defence in depth).
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="text-ink [&_a]:text-brand [&_blockquote]:border-brand/40 [&_blockquote]:text-ink-soft [&_h2]:text-ink [&_h3]:text-ink text-[16px] leading-8 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6"
      data-testid="article-body"
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
