import { highlight } from '@/lib/search/highlight';

/**
 * `text` with the keyword marked wherever it occurs, in any case and with or without Vietnamese
 * accents ("bong da" marks "Bóng Đá"). Built as React text nodes, so whatever the text holds is
 * shown as text: nothing of it is ever parsed as HTML.
 */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlight(text, keyword).map((s, i) =>
        s.hit ? (
          <mark
            key={i}
            data-testid="search-hit"
            className="text-brand-dark rounded-sm bg-amber-100 px-px font-semibold"
          >
            {s.text}
          </mark>
        ) : (
          s.text
        ),
      )}
    </>
  );
}
