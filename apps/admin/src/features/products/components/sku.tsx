/** A stock-keeping code: Latin, kept left to right and whole inside Arabic text; a dash when there is none. */
export function Sku({ value }: { value: string | null }) {
  if (!value) return <span className="text-slate-500">—</span>;
  return (
    <bdi dir="ltr" className="font-mono text-xs wrap-anywhere">
      {value}
    </bdi>
  );
}
