import { useRef, useState } from 'react';
import { toAsciiDigits } from '@dukkan/contracts';
import { useTexts } from '../use-ui-locale';
import { MinusIcon, PlusIcon } from './icons';

interface Props {
  value: number;
  /** the wanted quantity, from − / + or the typed number; may be async (a stock check) */
  onChange: (quantity: number) => void | Promise<void>;
  /** the accessible name of the number field */
  label: string;
  /** the item whose quantity it is, when the page lists several (a cart's lines): it names the − and + buttons */
  itemName?: string;
  max?: number;
  disabled?: boolean;
  /** 'typing': every keystroke is a change; 'leave': a typed number counts when the field is left or Enter pressed */
  commit?: 'typing' | 'leave';
  id?: string;
  testId?: string;
  describedBy?: string;
  size?: 'md' | 'lg';
}

/** − / number / + for a quantity, never below one (product page, cart line, order line). */
export function QuantityStepper({
  value,
  onChange,
  label,
  itemName,
  max,
  disabled = false,
  commit = 'typing',
  id,
  testId,
  describedBy,
  size = 'md',
}: Props) {
  const { t } = useTexts();
  const [text, setText] = useState(String(value));
  // a new quantity from outside (a button, the store) replaces what was typed
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  // Arabic-Indic digits as typed on an Arabic keyboard: a number field would refuse them, so this one is text
  const typed = (raw: string) => {
    const digits = toAsciiDigits(raw.trim());
    return /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
  };
  const wanted = (raw: string) => {
    const n = typed(raw);
    return n >= 1 ? n : 1;
  };
  // once the change is settled (a refused stock check keeps the quantity), show the quantity there is again; a field
  // left empty or holding no number keeps the quantity it had
  const leave = (raw: string) => {
    const n = typed(raw);
    if (!(n >= 1)) {
      setText(String(value));
      return;
    }
    void Promise.resolve(onChange(n)).then(() => setShown(Number.NaN));
  };

  const box = size === 'lg' ? 'size-11' : 'size-10';
  // at the bound a button is aria-disabled rather than disabled: a disabled button drops the keyboard's focus to the
  // page's body, and the shopper who pressed it last loses their place
  const button = `grid ${box} place-items-center text-slate-700 hover:bg-slate-100 disabled:opacity-40 aria-disabled:opacity-40 aria-disabled:hover:bg-transparent`;
  const atMin = value <= 1;
  const atMax = max !== undefined && value >= max;
  // a number committed with Enter is not committed again when the field is left
  const enterCommitted = useRef<string | null>(null);
  return (
    <div className="inline-flex items-center rounded-xl ring-1 ring-slate-300">
      <button
        type="button"
        onClick={() => {
          if (!atMin) void onChange(value - 1);
        }}
        disabled={disabled}
        aria-disabled={atMin || undefined}
        aria-label={itemName === undefined ? t('common.decrease') : t('common.decreaseOf', { name: itemName })}
        className={`${button} rounded-s-xl`}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-valuenow={typed(text) >= 1 ? typed(text) : value}
        aria-valuemin={1}
        aria-valuemax={max}
        autoComplete="off"
        value={text}
        aria-label={label}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(e) => {
          enterCommitted.current = null;
          setText(e.currentTarget.value);
          // only a number counts as it is typed: an emptied field (a digit rubbed out to type another) or a "2." on
          // the way keeps the quantity, rather than putting 1 before the next digit typed
          const n = typed(e.currentTarget.value);
          if (commit === 'typing' && n >= 1) void onChange(n);
        }}
        onBlur={(e) => {
          if (commit === 'leave') {
            if (enterCommitted.current !== e.currentTarget.value) leave(e.currentTarget.value);
          } else if (!(typed(e.currentTarget.value) >= 1)) {
            // left empty or holding no number: the field shows the quantity there is again
            setText(String(value));
          }
        }}
        onKeyDown={(e) => {
          // the arrows step from the number shown, as a number field's do; a field committed on leaving commits it then
          if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
            e.preventDefault();
            const up = e.key === 'ArrowUp';
            const next = wanted(e.currentTarget.value) + (up ? 1 : -1);
            // above the most (a number typed over it, which the server then refuses) the down arrow still steps down
            if (next < 1 || (up && max !== undefined && next > max)) return;
            enterCommitted.current = null;
            setText(String(next));
            if (commit === 'typing') void onChange(next);
            return;
          }
          // Enter commits the number and keeps the focus in the field
          if (commit === 'leave' && e.key === 'Enter') {
            e.preventDefault();
            enterCommitted.current = e.currentTarget.value;
            leave(e.currentTarget.value);
          }
        }}
        className={`${size === 'lg' ? 'h-11' : 'h-10'} w-14 border-x border-slate-300 text-center font-semibold [appearance:textfield] focus:outline-2 focus:-outline-offset-2 focus:outline-teal-600 [&::-webkit-inner-spin-button]:appearance-none`}
      />
      <button
        type="button"
        onClick={() => {
          if (!atMax) void onChange(value + 1);
        }}
        disabled={disabled}
        aria-disabled={atMax || undefined}
        aria-label={itemName === undefined ? t('common.increase') : t('common.increaseOf', { name: itemName })}
        className={`${button} rounded-e-xl`}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
