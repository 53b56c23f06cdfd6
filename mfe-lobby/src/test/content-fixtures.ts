import type { CarouselPicture, MarqueeAnnouncement } from '@site/shared/contracts';

/** A banner as /arks/web/carousel_picture answers it. */
export function banner(id: number, extra: Partial<CarouselPicture> = {}): CarouselPicture {
  return {
    id,
    url: `/api/assets/banners/${id}.svg?use_type=0`,
    title: `Banner ${id}`,
    link_type: 1,
    link_method: 0,
    link_url: '/discount',
    game_link_parameter: null,
    ...extra,
  };
}

/** A marquee announcement as /arks/web/announcement/marquee answers it. */
export function announcement(
  id: number,
  content: string,
  extra: Partial<MarqueeAnnouncement> = {},
): MarqueeAnnouncement {
  return {
    id,
    content,
    display_before_login: 1,
    display_after_login: 1,
    sort: id,
    created_at: '2025-01-10T00:00:00.000Z',
    ...extra,
  };
}

/** The footer list of the content pages (main and faq entries carry their pages). */
export const FOOTER_LIST = [
  {
    id: 11,
    title: 'About us',
    url_type: 'main',
    url: 'main/1',
    content:
      '<h1 style="color:red">Who we are</h1><p onclick="steal()">A <b>fair</b> site.</p><script>alert(1)</script>' +
      '<a href="javascript:alert(2)">bad link</a> <a href="/discount">Promotions</a> <a href="https://example.com/x">Web</a>',
  },
  { id: 12, title: 'Privacy policy', url_type: 'main', url: 'main/2', content: '<p>We keep little.</p>' },
  {
    id: 13,
    title: 'Account and security',
    url_type: 'faq',
    url: 'faq/1',
    questions: [
      { question: 'How do I open an account?', answer: '<p>Press <b>Sign up</b>.</p>' },
      { question: 'I forgot my password', answer: '<p>Choose Forgot password.</p>' },
    ],
  },
  {
    id: 14,
    title: 'Deposits and withdrawals',
    url_type: 'faq',
    url: 'faq/2',
    questions: [{ question: 'How long does a deposit take?', answer: '<p>About 3 minutes.</p>' }],
  },
  { id: 15, title: 'Responsible gaming', url_type: 'outerLink', url: 'https://example.com/rg' },
];
