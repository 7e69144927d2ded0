import { bidiRuns, isMixed } from '../bidi';

/** Text whose Latin runs are isolated left to right (product names inside Arabic, docs/decisions/0023). */
export function BidiText({ text }: { text: string }) {
  const runs = bidiRuns(text);
  const mixed = isMixed(runs) || undefined;
  return (
    <>
      {runs.map((run, i) =>
        run.latin ? (
          <bdi key={i} dir="ltr" data-mixed={mixed}>
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
