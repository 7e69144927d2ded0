import { bidiRuns } from '../../../lib/bidi';
import { highlightRanges, splitByRanges } from '../highlight';

/** A product name with the typed words marked, its Latin runs isolated left to right (docs/decisions/0023). */
export function HighlightedName({ text, term }: { text: string; term: string }) {
  const ranges = highlightRanges(text, term);
  let offset = 0;
  return (
    <>
      {bidiRuns(text).map((run, i) => {
        const pieces = splitByRanges(run.text, offset, ranges).map((piece, j) =>
          piece.marked ? (
            <mark key={j} className="rounded-sm bg-amber-100 font-bold text-slate-900">
              {piece.text}
            </mark>
          ) : (
            piece.text
          ),
        );
        offset += run.text.length;
        return run.latin ? (
          <bdi key={i} dir="ltr">
            {pieces}
          </bdi>
        ) : (
          <span key={i}>{pieces}</span>
        );
      })}
    </>
  );
}
