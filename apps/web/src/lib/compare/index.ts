export { useCompareStore } from './compare-store';
export { CompareButton } from './components/compare-button';
