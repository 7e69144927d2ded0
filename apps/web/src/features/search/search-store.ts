import { create } from 'zustand';

interface SearchState {
  suggestionsOpen: boolean;
}

export const useSearchStore = create<SearchState>(() => ({ suggestionsOpen: false }));

export const openSuggestions = () => useSearchStore.setState({ suggestionsOpen: true });

/** Spec 2: every navigation clears the search suggestions. */
export const clearSuggestions = () => useSearchStore.setState({ suggestionsOpen: false });
