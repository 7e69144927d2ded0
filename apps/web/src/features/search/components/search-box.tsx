import { SEARCH_TEXT_MAX, type Product } from '@dukkan/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTexts } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { isAbortError } from '../../../lib/api-client';
import { runWithLoading } from '../../../lib/loading-store';
import { productPath, routePath } from '../../../lib/routes';
import { SearchIcon } from '../../../lib/ui/icons';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { categoriesQueryOptions } from '../../../lib/api/get-categories';
import { useLocalized } from '../../../lib/i18n';
import { BidiText } from '../../../lib/ui/bidi-text';
import { loadChunk } from '../../../lib/lazy-chunk';
import { getProductByName } from '../api/get-product-by-name';
import { suggestionsQueryOptions } from '../api/get-suggestions';
import { clearSuggestions, openSuggestions, useSearchStore } from '../search-store';

const MIN_TERM = 2;

/** A suggestion's picture, marked name and price: fetched when the box gets focus, before the first list shows. */
const loadSuggestionContent = () =>
  loadChunk(() => import('./suggestion-content')).then((m) => ({ default: m.SuggestionContent }));
const SuggestionContent = lazy(loadSuggestionContent);

/** Search with a category dropdown, a go button and an autocomplete list (WAI-ARIA combobox with a listbox). */
export function SearchBox() {
  const { t, locale } = useTexts();
  const localized = useLocalized();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [categoryId, setCategoryId] = useState('');
  // a results page reached other than by the box (a reload, a shared link, the back button) shows its search in the
  // box, as typed; what the shopper types stays until the address names another search
  // (not `location`: the submit compares the window's own `location.hash`)
  const address = useLocation();
  const searched =
    address.pathname === routePath('client.category.products') ? new URLSearchParams(address.search).get('name') : null;
  const [shownSearch, setShownSearch] = useState<string | null>(null);
  if (searched && searched !== shownSearch) {
    setShownSearch(searched);
    setTerm(searched.slice(0, SEARCH_TEXT_MAX));
  }
  const [active, setActive] = useState(-1);
  const open = useSearchStore((s) => s.suggestionsOpen);
  const debounced = useDebouncedValue(term.trim(), 250);
  const categories = useQuery(categoriesQueryOptions());
  const category = categoryId ? Number(categoryId) : undefined;
  const suggestions = useQuery({
    ...suggestionsQueryOptions(debounced, category),
    // asked for once the shopper is in the box: not for a search the box was opened with
    enabled: open && debounced.length >= MIN_TERM,
  });
  const items = debounced.length >= MIN_TERM ? (suggestions.data ?? []) : [];
  const showList = open && debounced.length >= MIN_TERM && suggestions.isSuccess;
  const nameOf = (p: Product) => p.name[locale];

  async function pick(product: Product) {
    const name = nameOf(product);
    setTerm(name);
    clearSuggestions();
    try {
      const found = await runWithLoading((signal) => getProductByName(name, signal));
      // a search made leaves the box: the phone's keyboard closes over the results, and the page reached takes the
      // focus on its heading, which a screen reader announces (decision 0076); a lookup that fails stays in the box
      input.current?.blur();
      await navigate(found ? productPath(found.uuid) : resultsPath(name));
    } catch (error) {
      if (!isAbortError(error)) console.warn('search pick failed', error);
    }
  }

  const resultsPath = (name: string) =>
    routePath(
      'client.category.products',
      {},
      { name, category_type: category ? 'specific' : 'all', category_id: category },
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen = showList ? items[active] : undefined;
    if (chosen) {
      void pick(chosen);
      return;
    }
    clearSuggestions();
    const path = resultsPath(term.trim());
    // the same search again goes nowhere: the box keeps the focus (the hash router's address is the hash)
    if (`#${path}` === window.location.hash) return;
    input.current?.blur();
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openSuggestions();
      if (!items.length) return;
      const last = items.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        clearSuggestions();
        setActive(-1);
      } else {
        setTerm('');
      }
    }
  }

  const activeIndex = active >= 0 && active < items.length ? active : -1;

  return (
    <form role="search" onSubmit={onSubmit} className="relative flex w-full" aria-label={t('search.label')}>
      <label htmlFor={`${id}-category`} className="sr-only">
        {t('search.category')}
      </label>
      <select
        id={`${id}-category`}
        value={categoryId}
        onChange={(e) => setCategoryId(e.target.value)}
        data-testid="search-category"
        className="h-12 w-24 shrink-0 truncate rounded-s-xl border-e border-slate-200 bg-slate-50 ps-3 pe-1 text-sm text-slate-700 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 sm:w-36 lg:w-52"
      >
        <option value="">{t('search.all')}</option>
        {categories.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {localized(c.name)}
          </option>
        ))}
      </select>
      {/* the list spans the whole search bar (its form), wide enough for a picture, the name and the price */}
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_TEXT_MAX}
          value={term}
          dir="auto"
          onChange={(e) => {
            setTerm(e.target.value);
            setActive(-1);
            openSuggestions();
          }}
          onFocus={() => {
            openSuggestions();
            void loadSuggestionContent().catch(() => undefined);
          }}
          onBlur={() => setTimeout(clearSuggestions, 150)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
          className="h-12 w-full bg-slate-50 px-3 text-start text-slate-900 outline-none placeholder:text-slate-500 focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-inset"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showList}
          data-testid="search-suggestions"
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(28rem,70dvh)] overflow-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200"
        >
          {items.map((product, index) => (
            <li
              key={product.uuid}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void pick(product)}
              onMouseEnter={() => setActive(index)}
              data-testid="search-suggestion"
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === activeIndex ? 'bg-teal-50 text-teal-900' : 'text-slate-800'}`}
            >
              <Suspense
                fallback={
                  <span className="min-w-0 flex-1" data-testid="suggestion-name">
                    <BidiText text={nameOf(product)} />
                  </span>
                }
              >
                <SuggestionContent product={product} name={nameOf(product)} term={debounced} />
              </Suspense>
            </li>
          ))}
          {showList && items.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-4 py-2.5 text-sm text-slate-600">
              {t('search.noSuggestions')}
            </li>
          )}
        </ul>
      </div>
      <button
        type="submit"
        className="inline-flex h-12 shrink-0 items-center gap-2 rounded-e-xl bg-teal-700 px-4 font-semibold text-white transition hover:bg-teal-800"
      >
        <SearchIcon className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('search.go')}</span>
      </button>
    </form>
  );
}
