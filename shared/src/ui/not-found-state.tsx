import { useEffect } from 'react';
import { ErrorState } from './error-state';

/**
 * The head of an error page (SPEC §2): its title, and robots told not to index it. Restores the
 * previous title when the page goes away, unless another page has named itself since. Used by the
 * shell's error page and by every remote's not-found state, so the rule lives once.
 */
export function useErrorPageMeta(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => {
      // A remote's not-found state can go after the next page has named itself (the lobby, still
      // mounted as the address leaves its routes, draws one for a moment and is unmounted after the
      // shell has titled the new page): the title is put back only if it is still this one.
      if (document.title === title) document.title = previous;
      robots.remove();
    };
  }, [title]);
}

export interface NotFoundStateProps {
  /** What is missing, e.g. "Page Not Found: /gameHall/99". */
  message: string;
  /** The way out: a label and what it does (usually navigate home on the bus). */
  actionLabel: string;
  onAction: () => void;
  'data-testid'?: string;
}

/** A remote's "Page Not Found" for a path under its basename that it does not know (SPEC §2). */
export function NotFoundState({ message, actionLabel, onAction, 'data-testid': testId }: NotFoundStateProps) {
  useErrorPageMeta('Page Not Found');
  return (
    <div data-testid={testId} style={{ padding: '64px 16px' }}>
      <ErrorState
        title="Page Not Found"
        message={message}
        retryLabel={actionLabel}
        retryIcon={null}
        onRetry={onAction}
      />
    </div>
  );
}
