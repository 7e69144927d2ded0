import { paragraphs } from '../../lib/format';

export interface TermsSection {
  /** null for the opening paragraphs, before the first heading */
  heading: string | null;
  paragraphs: string[];
}

/** "Orders: an order is…" — a short title before a colon (Latin or Arabic) opening a paragraph. */
const INLINE_HEADING = /^([^\n:：.!?؟،,]{2,60})\s*[:：]\s+(\S[\s\S]*)$/u;
/** A paragraph whose first line is short and unpunctuated, with its text on the lines after it. */
const OWN_LINE_HEADING = /^([^\n:：.!?؟]{2,60})\n+(\S[\s\S]*)$/u;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The terms text of settings as sections: a paragraph that opens with a short title (before a colon, or on a line
 * of its own) starts a section with that title as its heading; the paragraphs after it belong to it until the next.
 */
export function termsSections(text: string): TermsSection[] {
  const sections: TermsSection[] = [];
  for (const paragraph of paragraphs(text)) {
    const titled = INLINE_HEADING.exec(paragraph) ?? OWN_LINE_HEADING.exec(paragraph);
    if (titled) {
      sections.push({ heading: titled[1]!.trim(), paragraphs: [capitalised(titled[2]!.trim())] });
      continue;
    }
    const last = sections.at(-1);
    if (last) last.paragraphs.push(paragraph);
    else sections.push({ heading: null, paragraphs: [paragraph] });
  }
  return sections;
}
