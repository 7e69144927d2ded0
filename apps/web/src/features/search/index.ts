export { SearchBox } from './components/search-box';
export { clearSuggestions } from './search-store';
