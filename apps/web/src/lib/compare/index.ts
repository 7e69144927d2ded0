export { toggleCompared, useCompareStore } from './compare-store';
export { CompareButton, CompareToggle } from './components/compare-button';
