export { useCompareStore, compareItemsOf, COMPARE_KEY } from './compare-store';
export type { CompareItems } from './compare-store';
export { CompareButton } from './components/compare-button';
