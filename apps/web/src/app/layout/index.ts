export { Layout } from './components/layout';
export { LoadingBar } from './components/loading-bar';
