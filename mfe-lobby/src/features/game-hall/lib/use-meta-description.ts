import { useEffect } from 'react';

/**
 * The page's meta description while the page is shown (search engines and link previews read it);
 * the previous one comes back when it goes away.
 */
export function useMetaDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}
