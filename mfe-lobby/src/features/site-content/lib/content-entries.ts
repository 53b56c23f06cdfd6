import type { ContentEntry } from '@site/shared/contracts';
import { readSiteLink, type SiteLink } from '../../../config/paths';

/** One question of a FAQ topic; the answer is the operator's HTML. */
export interface FaqQuestion {
  question: string;
  answer: string;
}

/**
 * An entry of the footer list (SPEC §3: url types outerLink, main/{id}, faq/{id}). The main and faq
 * entries carry the page they lead to: a main page its HTML `content`, a faq topic its `questions`
 * (or an HTML `content`).
 */
export interface FooterEntry {
  id: number;
  title: string;
  kind: 'main' | 'faq' | 'outerLink';
  /** The {id} of /main/{id} or /faq/{id}; null for an outer link. */
  pageId: number | null;
  /** Where the entry leads; null when it cannot be followed safely. */
  link: SiteLink | null;
  content: string;
  questions: FaqQuestion[];
}

/** A sponsor of the model_sponsor list. */
export interface Sponsor {
  id: number;
  title: string;
  content: string;
  /** The picture (photo_path), a site path or a web address; null without one. */
  image: string | null;
  link: SiteLink | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

const PAGE_URL = /^\/?(main|faq)\/([1-9]\d{0,8})$/;

function readQuestions(value: unknown): FaqQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { question, answer } = item as Record<string, unknown>;
    const q = text(question);
    return q ? [{ question: q, answer: typeof answer === 'string' ? answer : '' }] : [];
  });
}

/** The footer list as the lobby reads it; entries without a title or a known url type are left out. */
export function readFooterEntries(list: readonly ContentEntry[]): FooterEntry[] {
  return list.flatMap((entry): FooterEntry[] => {
    const id = numberOf(entry.id);
    const title = text(entry.title);
    const urlType = text(entry.url_type);
    const url = text(entry.url);
    if (id === null || !title) return [];
    if (urlType === 'outerLink') {
      const link = readSiteLink(url);
      return [{ id, title, kind: 'outerLink', pageId: null, link, content: '', questions: [] }];
    }
    if (urlType !== 'main' && urlType !== 'faq') return [];
    const match = PAGE_URL.exec(url);
    // Without its own address, a page is known by the entry's id.
    const pageId = match && match[1] === urlType ? Number(match[2]) : url ? null : id;
    if (pageId === null) return [];
    return [
      {
        id,
        title,
        kind: urlType,
        pageId,
        link: { kind: 'internal', to: `/${urlType}/${pageId}` },
        content: typeof entry.content === 'string' ? entry.content : '',
        questions: readQuestions(entry.questions),
      },
    ];
  });
}

/** The pages of one kind, each once (the first entry of an address wins). */
export function pagesOf(entries: readonly FooterEntry[], kind: 'main' | 'faq'): FooterEntry[] {
  const seen = new Set<number>();
  return entries.filter((e) => {
    if (e.kind !== kind || e.pageId === null || seen.has(e.pageId)) return false;
    seen.add(e.pageId);
    return true;
  });
}

const imageOf = (value: unknown): string | null => {
  const link = readSiteLink(value);
  return link ? (link.kind === 'internal' ? link.to : link.href) : null;
};

/** The sponsor list (web/model_sponsor) as the lobby reads it. */
export function readSponsors(list: readonly ContentEntry[]): Sponsor[] {
  return list.flatMap((entry): Sponsor[] => {
    const id = numberOf(entry.id);
    const title = text(entry.title);
    if (id === null || !title) return [];
    return [
      {
        id,
        title,
        content: text(entry.content),
        image: imageOf(entry.photo_path),
        link: readSiteLink(entry.url),
      },
    ];
  });
}
