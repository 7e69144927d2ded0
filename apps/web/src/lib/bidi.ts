/**
 * Splits text into runs of Latin words (letters and digits, with the spaces between them) and the rest, so an
 * Arabic name can put each Latin run in its own left-to-right isolate: "جهاز لوحي شاومي Pad 6 - 64 جيجابايت"
 * then reads "Pad 6", then "- 64 جيجابايت", instead of the numbers joining the Latin run.
 */
export interface BidiRun {
  text: string;
  latin: boolean;
}

// Latin words (Latin letters, accented ones too, digits of any script and the marks inside models and brands: A9+,
// Dr., D’Lites, L'Oréal) and the spaces between them; a hyphen, colon or slash between two pieces without a space
// belongs to the word (Well-Being, Omega-3, RC 1:14, 225/45): split there, the pieces would each be isolated and the
// Arabic line would put them in reverse ("Being-Well")
const LATIN_RUN =
  /\p{Script=Latin}[\p{Script=Latin}\p{Nd}_+.&'’]*(?:[-:/][\p{Script=Latin}\p{Nd}_+.&'’]+)*(?:\s+(?=[\p{Script=Latin}\p{Nd}_+.&'’]*[\p{Script=Latin}\p{Nd}])[\p{Script=Latin}\p{Nd}_+.&'’]+(?:[-:/][\p{Script=Latin}\p{Nd}_+.&'’]+)*)*/gu;

export function bidiRuns(text: string): BidiRun[] {
  const runs: BidiRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), latin: false });
    runs.push({ text: match[0], latin: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), latin: false });
  return runs;
}

/**
 * Whether a name mixes Latin runs with letters of another script (Arabic). Chromium's line-clamp ellipsis, on a line
 * whose logical end falls inside a run of the other direction, cuts that run's first letters ("…esktop 900"), so a
 * clamped mixed name is cut at whole lines instead (styles.css, `bdi[data-mixed]`).
 */
export const isMixed = (runs: readonly BidiRun[]) =>
  runs.some((run) => run.latin) && runs.some((run) => !run.latin && /\p{L}/u.test(run.text));

/**
 * An order number (DK-000123) inside a sentence of either language, as plain text (dialogs take strings): a
 * left-to-right isolate, so an Arabic question mark or full stop after it stays outside, that never breaks after
 * its hyphen (a word joiner follows it).
 */
export const isolateCode = (code: string) => `\u2066${code.replace(/-/g, '-\u2060')}\u2069`;

/** A name typed in either script inside a sentence, as plain text: an isolate taking the name's own direction. */
export const isolateText = (text: string) => `\u2068${text}\u2069`;
