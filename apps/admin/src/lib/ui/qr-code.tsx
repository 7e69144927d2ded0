import { useEffect, useState } from 'react';

/** A QR code drawn as SVG; the encoder (uqr) loads only when a code is first shown. */
export function QrCode({ value, label, className = 'size-28' }: { value: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(value, { border: 1 }));
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div
      role="img"
      aria-label={label}
      className={`${className} shrink-0 bg-white [&>svg]:size-full`}
      // the SVG is generated locally from our own value, never from HTML input
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
