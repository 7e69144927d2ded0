export { toggleCompared, useCompareStore } from './compare-store';
export { CompareToggle } from './components/compare-toggle';
