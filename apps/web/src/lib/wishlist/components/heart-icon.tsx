import type { SVGProps } from 'react';

/** A heart, outlined or filled (on the wishlist). */
export function HeartIcon({
  filled = false,
  className = 'size-5',
  ...props
}: SVGProps<SVGSVGElement> & { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d="M12 20.3s-7.5-4.4-9.3-9.1C1.5 8 3.4 4.7 6.7 4.4c2-.2 3.9.9 5.3 2.7 1.4-1.8 3.3-2.9 5.3-2.7 3.3.3 5.2 3.6 4 6.8-1.8 4.7-9.3 9.1-9.3 9.1Z" />
    </svg>
  );
}
