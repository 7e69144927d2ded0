import type { ProductOption } from '@dukkan/contracts';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dirOf, useLocale, useLocalized } from '../../../lib/i18n';
import { productPath } from '../../../lib/routes';
import { optionRows, type OptionChoice, type OptionRow } from '../option-choices';

/**
 * The options of a product sold in several (decision 0053): a row of chips for each of colour and size, as radio
 * groups. Picking a value opens the matching option's page in place of this one (history replace), so the price,
 * stock, SKU, pictures and buy buttons are the option's own.
 */
export function OptionPicker({ options, shownUuid }: { options: readonly ProductOption[]; shownUuid: string }) {
  const navigate = useNavigate();
  const rows = optionRows(options, shownUuid);
  if (rows.length === 0) return null;
  const pick = (uuid: string) => {
    if (uuid !== shownUuid) void navigate(productPath(uuid), { replace: true });
  };
  return (
    <div className="space-y-4" data-testid="option-picker">
      {rows.map((row) => (
        <ChipRow key={row.axis} row={row} onPick={pick} />
      ))}
    </div>
  );
}

const NEXT_KEYS = { ltr: ['ArrowRight', 'ArrowDown'], rtl: ['ArrowLeft', 'ArrowDown'] };
const PREVIOUS_KEYS = { ltr: ['ArrowLeft', 'ArrowUp'], rtl: ['ArrowRight', 'ArrowUp'] };

function ChipRow({ row, onPick }: { row: OptionRow; onPick: (uuid: string) => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const dir = dirOf(useLocale());
  const labelId = useId();
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = row.choices.find((c) => c.selected);
  // one tab stop for the group: the selected chip, else the first that can be picked
  const tabStop = selected?.target ? selected : row.choices.find((c) => c.target);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const pickable = row.choices.flatMap((c, i) => (c.target ? [i] : []));
    const at = pickable.indexOf(index);
    let next: number | undefined;
    if (NEXT_KEYS[dir].includes(event.key)) next = pickable[(at + 1) % pickable.length];
    else if (PREVIOUS_KEYS[dir].includes(event.key)) next = pickable[(at - 1 + pickable.length) % pickable.length];
    else if (event.key === 'Home') next = pickable[0];
    else if (event.key === 'End') next = pickable[pickable.length - 1];
    else return;
    event.preventDefault();
    const choice = next === undefined ? undefined : row.choices[next];
    if (next === undefined || !choice?.target) return;
    chips.current[next]?.focus();
    onPick(choice.target);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        <span id={labelId} className="font-semibold text-slate-900">
          {t(row.axis === 'color' ? 'product.optionColor' : 'product.optionSize')}
        </span>
        {selected && (
          <span data-testid={`option-${row.axis}-value`}>
            {': '}
            <bdi>{localized(selected.label)}</bdi>
          </span>
        )}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        data-testid={`option-${row.axis}`}
        className="flex flex-wrap gap-2"
      >
        {row.choices.map((choice, index) => (
          <button
            key={choice.key}
            ref={(element) => {
              chips.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={choice.selected}
            aria-disabled={choice.target ? undefined : true}
            tabIndex={choice === tabStop ? 0 : -1}
            onClick={() => choice.target && onPick(choice.target)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={chipClass(choice)}
          >
            <bdi className={choice.available ? '' : 'line-through decoration-1'}>{localized(choice.label)}</bdi>
            {!choice.available && (
              <span className="sr-only">
                {' '}
                {choice.target ? t('product.optionNotAvailable') : t('product.optionNotMade')}
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}

function chipClass(choice: OptionChoice): string {
  const base =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl border px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
  if (choice.selected) {
    const look = choice.available ? 'text-teal-900' : 'text-slate-600';
    return `${base} border-teal-700 bg-teal-50 ring-1 ring-teal-700 ${look}`;
  }
  if (!choice.target) return `${base} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400`;
  if (!choice.available) return `${base} border-dashed border-slate-300 bg-white text-slate-500 hover:border-teal-500`;
  return `${base} border-slate-300 bg-white text-slate-800 hover:border-teal-500`;
}
