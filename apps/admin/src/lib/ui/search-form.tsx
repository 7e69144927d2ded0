import { useState } from 'react';
import { inputClass, primaryButton } from './states';

/**
 * A search box with its button: the words typed are sent (trimmed) when the form is submitted, not at each key.
 * The label is for screen readers; the placeholder says what may be typed.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  button,
  initial,
  onSearch,
  className = 'flex gap-2',
}: {
  id: string;
  label: string;
  placeholder: string;
  button: string;
  initial: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const [typed, setTyped] = useState(initial);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={placeholder}
        className={inputClass}
      />
      <button type="submit" className={primaryButton}>
        {button}
      </button>
    </form>
  );
}
