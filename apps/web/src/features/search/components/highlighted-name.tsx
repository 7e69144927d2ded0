import { bidiRuns, isMixed } from '../../../lib/bidi';
import { highlightRanges, splitByRanges } from '../highlight';

/** A product name with the typed words marked, its Latin runs isolated left to right (docs/decisions/0023). */
export function HighlightedName({ text, term }: { text: string; term: string }) {
  const ranges = highlightRanges(text, term);
  const runs = bidiRuns(text);
  const mixed = isMixed(runs) || undefined;
  const starts = runs.map((_, i) => runs.slice(0, i).reduce((n, r) => n + r.text.length, 0));
  return (
    <>
      {runs.map((run, i) => {
        const pieces = splitByRanges(run.text, starts[i] ?? 0, ranges).map((piece, j) =>
          piece.marked ? (
            <mark key={j} className="rounded-sm bg-amber-100 font-bold text-slate-900">
              {piece.text}
            </mark>
          ) : (
            piece.text
          ),
        );
        return run.latin ? (
          <bdi key={i} dir="ltr" data-mixed={mixed}>
            {pieces}
          </bdi>
        ) : (
          <span key={i}>{pieces}</span>
        );
      })}
    </>
  );
}
