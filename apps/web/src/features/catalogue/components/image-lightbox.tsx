import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, CloseIcon, MinusIcon, PlusIcon } from '../../../lib/ui/icons';
import { FallbackImage } from '../../../lib/ui/product-image';
import { useModalDialog } from '../../../lib/ui/use-modal-dialog';

const MAX_ZOOM = 4;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

interface Point {
  x: number;
  y: number;
}

/**
 * A product's pictures full screen (loaded the first time it opens): a native modal dialog, so focus stays inside
 * and Escape closes it. Two fingers pinch to zoom and one finger moves a zoomed picture; a double tap or click
 * zooms in and out; on a keyboard + and − zoom, the arrows change the picture.
 */
export function ImageLightbox({
  images,
  start,
  name,
  onClose,
}: {
  images: string[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dialog = useModalDialog(onClose);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const rtl = i18n.dir() === 'rtl';

  const zoomTo = (next: number) => {
    const z = clamp(next, 1, MAX_ZOOM);
    setZoom(z);
    if (z === 1) setOffset({ x: 0, y: 0 });
  };
  const show = (next: number) => {
    setIndex((next + images.length) % images.length);
    zoomTo(1);
  };

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const d = distance();
      if (pinch.current.distance > 0) zoomTo((pinch.current.zoom * d) / pinch.current.distance);
    } else if (zoom > 1 && pointers.current.size === 1) {
      setOffset((o) => ({ x: o.x + e.clientX - last.x, y: o.y + e.clientY - last.y }));
    }
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key === '+' || e.key === '=') zoomTo(zoom + 0.5);
    else if (e.key === '-') zoomTo(zoom - 0.5);
    else if (images.length > 1 && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      // the arrow that points to the next picture in the reading direction shows it
      const forward = e.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
      show(index + (forward ? 1 : -1));
    } else return;
    e.preventDefault();
  }

  const src = images[index] ?? images[0] ?? '';
  const buttonClass =
    'grid size-12 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40';

  return (
    <dialog
      {...dialog}
      onKeyDown={onKeyDown}
      aria-label={t('product.zoomTitle', { name })}
      data-testid="image-lightbox"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
          <p className="text-sm" aria-live="polite">
            {t('product.imageOf', { n: index + 1, total: images.length })}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => zoomTo(zoom - 0.5)}
              disabled={zoom <= 1}
              aria-label={t('product.zoomOut')}
              className={buttonClass}
            >
              <MinusIcon className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => zoomTo(zoom + 0.5)}
              disabled={zoom >= MAX_ZOOM}
              aria-label={t('product.zoomIn')}
              className={buttonClass}
            >
              <PlusIcon className="size-6" />
            </button>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              data-testid="lightbox-close"
              className={buttonClass}
              autoFocus
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
        </div>
        <div
          className="relative flex-1 touch-none overflow-hidden select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={() => zoomTo(zoom > 1 ? 1 : 2.5)}
        >
          <FallbackImage
            src={src}
            alt={t('product.image', { n: index + 1, name })}
            loading="eager"
            draggable={false}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
            className="absolute inset-0 m-auto max-h-full max-w-full object-contain transition-transform duration-75"
          />
        </div>
        {images.length > 1 && (
          <div className="flex justify-center gap-4 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('product.previousImage')}
              className={buttonClass}
            >
              <ChevronEndIcon className="size-6 -scale-x-100 rtl:scale-x-100" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('product.nextImage')}
              className={buttonClass}
            >
              <ChevronEndIcon className="size-6 rtl:-scale-x-100" />
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
