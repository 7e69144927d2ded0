import { bidiRuns } from '../bidi';

/** Text whose Latin runs are isolated left to right (product names inside Arabic, docs/decisions/0023). */
export function BidiText({ text }: { text: string }) {
  return (
    <>
      {bidiRuns(text).map((run, i) =>
        run.latin ? (
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
